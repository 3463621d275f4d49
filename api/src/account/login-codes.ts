import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { queryOne } from '../db/db';

export const LOGIN_CODE = { digits: 6, validMinutes: 5, resendSeconds: 60 } as const;

function hashCode(accountId: number, code: string): string {
  return createHash('sha256').update(`${accountId}:${code}`).digest('hex');
}

/**
 * Make a new login code for the account, unless one was made less than a minute ago
 * (then null: the earlier code stands). Returns the code (the caller sends it); only its
 * hash is stored. Said to nobody: the request has been answered already, the same for
 * every name, so the answer cannot tell that a name and a phone are one account.
 */
export async function issueLoginCode(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<string | null> {
  const last = await queryOne<{ createdAt: Date }>(
    db,
    'select created_at as "createdAt" from login_codes where account_id = $1 order by created_at desc limit 1',
    [accountId],
  );
  const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < LOGIN_CODE.resendSeconds) return null;
  const code = String(randomInt(0, 10 ** LOGIN_CODE.digits)).padStart(LOGIN_CODE.digits, '0');
  const expiresAt = new Date(now.getTime() + LOGIN_CODE.validMinutes * 60_000);
  await db.query(
    'insert into login_codes (account_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4)',
    [accountId, hashCode(accountId, code), now, expiresAt],
  );
  return code;
}

/** Use up the account's latest live code if `code` is it. Only the latest counts: a resend replaces the old one. */
export async function consumeLoginCode(
  db: Queryable,
  accountId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const row = await queryOne<{ id: number; codeHash: string; live: boolean }>(
    db,
    `select id, code_hash as "codeHash", (used_at is null and expires_at > $2) as live
       from login_codes where account_id = $1 order by created_at desc, id desc limit 1`,
    [accountId, now],
  );
  if (!row?.live) return false;
  const given = Buffer.from(hashCode(accountId, code));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) return false;
  await db.query('update login_codes set used_at = $2 where id = $1', [row.id, now]);
  return true;
}
