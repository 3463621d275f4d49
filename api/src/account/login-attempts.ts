import { STATUS } from '@pest-portal/shared/contract';
import { TOO_MANY_REQUESTS, type AbuseLimits } from '../abuse/limits';
import { hit, overLimit, peek, reset } from '../abuse/rate-limit';
import type { AppContext } from '../app-context';
import { ApiFailure } from '../http/api-failure';

/** What the login limits need of the server. */
export type Guard = Pick<AppContext, 'db' | 'limits'>;

/** The answer once a name and address have failed too often: "wait N minutes". */
export const accountLocked = (limits: AbuseLimits) =>
  `账号已锁定，请${limits.failuresPerAccountAndAddress.windowSeconds / 60}分钟后再试`;

/** Whom an attempt is about: the typed account name or phone, existing or not. */
export interface Attempt {
  login: string;
  address: string;
}

const who = (login: string) => login.trim().toLowerCase();
const pairBucket = (a: Attempt) => `login-fail:${who(a.login)}|${a.address}`;
const nameBucket = (a: Attempt) => `login-fail-all:${who(a.login)}`;

/**
 * The limits a login attempt passes before any credential is checked: per address, and
 * the wait after repeated failures of this name from this address. Nothing here is
 * counted per name alone, so a stranger's guesses never lock the owner out from another
 * address; names that do not exist are counted exactly as real ones.
 */
export async function assertMayTry(g: Guard, attempt: Attempt, now: Date): Promise<void> {
  const perAddress = await hit(g.db, `login-ip:${attempt.address}`, g.limits.loginPerAddress, now);
  if (overLimit(perAddress, g.limits.loginPerAddress))
    throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
  const limit = g.limits.failuresPerAccountAndAddress;
  if ((await peek(g.db, pairBucket(attempt), limit, now)).hits >= limit.max)
    throw new ApiFailure(STATUS.LOCKED, accountLocked(g.limits));
}

/**
 * Whether the name has failed too often from all addresses together (guessing from many
 * addresses). Then only the right credentials from an address the account has logged in
 * from before get in; everyone else is asked to wait, whatever they typed.
 */
export async function underSiege(g: Guard, attempt: Attempt, now: Date): Promise<boolean> {
  const limit = g.limits.failuresPerAccountAllAddresses;
  return (await peek(g.db, nameBucket(attempt), limit, now)).hits >= limit.max;
}

/** Count a refused attempt, for the pair and the name; true when it started the pair's wait. */
export async function recordFailure(g: Guard, attempt: Attempt, now: Date): Promise<boolean> {
  await hit(g.db, nameBucket(attempt), g.limits.failuresPerAccountAllAddresses, now);
  const limit = g.limits.failuresPerAccountAndAddress;
  return (await hit(g.db, pairBucket(attempt), limit, now)).hits >= limit.max;
}

/** A successful login forgives earlier mistakes from that address. */
export async function clearFailures(g: Guard, attempt: Attempt): Promise<void> {
  await reset(g.db, pairBucket(attempt));
}
