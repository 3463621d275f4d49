import { STATUS } from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import { ApiFailure } from '../http/api-failure';
import type { AccountRow } from './account-queries';

/** 5 wrong passwords or codes within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT = { attempts: 5, windowMinutes: 15, lockMinutes: 15 } as const;

export const ACCOUNT_LOCKED = `账号已锁定，请${LOCKOUT.lockMinutes}分钟后再试`;

export function assertNotLocked(account: AccountRow, now: Date): void {
  if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) {
    throw new ApiFailure(STATUS.LOCKED, ACCOUNT_LOCKED);
  }
}

/** Count a wrong credential; returns true when this one locked the account. */
export async function recordFailure(db: Queryable, accountId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOCKOUT.windowMinutes * 60_000);
  await db.query('insert into login_failures (account_id, failed_at) values ($1, $2)', [
    accountId,
    now,
  ]);
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from login_failures where account_id = $1 and failed_at > $2',
    [accountId, since],
  );
  if ((row?.n ?? 0) < LOCKOUT.attempts) return false;
  const until = new Date(now.getTime() + LOCKOUT.lockMinutes * 60_000);
  await db.query('update accounts set locked_until = $2 where id = $1', [accountId, until]);
  await clearFailures(db, accountId);
  return true;
}

/** A successful login forgives earlier mistakes. */
export async function clearFailures(db: Queryable, accountId: number): Promise<void> {
  await db.query('delete from login_failures where account_id = $1', [accountId]);
}
