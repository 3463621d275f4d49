import type { Db, Queryable } from '../db/db';
import { queryOne } from '../db/db';
import { hashToken, newToken } from './tokens';

/**
 * How long an expired session row is kept: while it is, its token is answered 306
 * (expired) rather than 304 (unknown), see 001_core.sql. Older rows of an account go when
 * it next logs in, so the table does not grow with every login for ever.
 */
export const EXPIRED_SESSION_RETENTION_DAYS = 30;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Queryable,
  accountId: number,
  now: Date,
  ttlHours: number,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
  await db.query(
    'insert into sessions (account_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)',
    [accountId, hashToken(token), now, expiresAt],
  );
  const keptSince = new Date(now.getTime() - EXPIRED_SESSION_RETENTION_DAYS * 86_400_000);
  await db.query('delete from sessions where account_id = $1 and expires_at < $2', [
    accountId,
    keptSince,
  ]);
  return { token, expiresAt };
}

/** What a token stands for, with what authentication needs to judge it. */
export interface SessionRow {
  sessionId: number;
  expiresAt: Date;
  accountId: number;
  accountKey: string;
  accountStatus: 'active' | 'disabled';
  customerId: number;
  customerValid: boolean;
}

export function findSession(db: Queryable, token: string, now: Date): Promise<SessionRow | null> {
  return queryOne<SessionRow>(
    db,
    `select s.id as "sessionId", s.expires_at as "expiresAt", a.id as "accountId", a.account_key as "accountKey",
            a.status as "accountStatus", a.customer_id as "customerId",
            (c.status = 'active' and (c.service_end is null or c.service_end > $2)) as "customerValid"
       from sessions s
       join accounts a on a.id = s.account_id
       join customers c on c.id = a.customer_id
      where s.token_hash = $1`,
    [hashToken(token), now],
  );
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.query('delete from sessions where id = $1', [sessionId]);
}

/** After a password change every device must log in again. */
export async function endAllSessions(db: Queryable, accountId: number): Promise<void> {
  await db.query('delete from sessions where account_id = $1', [accountId]);
}
