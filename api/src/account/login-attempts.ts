import { STATUS } from '@pest-portal/shared/contract';
import { LIMITS, TOO_MANY_REQUESTS } from '../abuse/limits';
import { hit, overLimit, peek, reset } from '../abuse/rate-limit';
import type { Queryable } from '../db/db';
import { ApiFailure } from '../http/api-failure';

/** 5 wrong passwords or codes within 15 minutes make that account wait, from that address. */
export const LOCKOUT = {
  attempts: LIMITS.failuresPerAccountAndAddress.max,
  windowMinutes: LIMITS.failuresPerAccountAndAddress.windowSeconds / 60,
  lockMinutes: LIMITS.failuresPerAccountAndAddress.windowSeconds / 60,
} as const;

export const ACCOUNT_LOCKED = `账号已锁定，请${LOCKOUT.lockMinutes}分钟后再试`;

/** Whom an attempt is about: the typed account name or phone, existing or not. */
export interface Attempt {
  login: string;
  address: string;
}

const who = (login: string) => login.trim().toLowerCase();
const failureBucket = (a: Attempt) => `login-fail:${who(a.login)}|${a.address}`;

/**
 * The limits a login attempt passes before any credential is checked: per address, per
 * account name (all addresses together), and the wait after repeated failures. The wait
 * is per account AND address, so a stranger's wrong guesses never lock the owner out, and
 * it is counted for names that do not exist exactly as for real ones: only the owner of
 * an account ever learns whether it exists.
 */
export async function assertMayTry(db: Queryable, attempt: Attempt, now: Date): Promise<void> {
  const perAddress = await hit(db, `login-ip:${attempt.address}`, LIMITS.loginPerAddress, now);
  const perAccount = await hit(db, `login-acct:${who(attempt.login)}`, LIMITS.loginPerAccount, now);
  if (
    overLimit(perAddress, LIMITS.loginPerAddress) ||
    overLimit(perAccount, LIMITS.loginPerAccount)
  )
    throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
  const failures = await peek(db, failureBucket(attempt), LIMITS.failuresPerAccountAndAddress, now);
  if (failures.hits >= LOCKOUT.attempts) throw new ApiFailure(STATUS.LOCKED, ACCOUNT_LOCKED);
}

/** Count a wrong credential; returns true when this one started the wait. */
export async function recordFailure(db: Queryable, attempt: Attempt, now: Date): Promise<boolean> {
  const count = await hit(db, failureBucket(attempt), LIMITS.failuresPerAccountAndAddress, now);
  return count.hits >= LOCKOUT.attempts;
}

/** A successful login forgives earlier mistakes from that address. */
export async function clearFailures(db: Queryable, attempt: Attempt): Promise<void> {
  await reset(db, failureBucket(attempt));
}
