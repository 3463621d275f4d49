import { readSettings } from '@pest-portal/shared/build/settings.cjs';
import type { Limit } from './rate-limit';

/** settings.abuseLimitScale (PP_ABUSE_LIMIT_SCALE): 1 in production, more for a test run. */
const scale = readSettings().abuseLimitScale;
const volume = (max: number) => Math.round(max * scale);

/**
 * The abuse limits. Generous enough for an office of people behind one address; tight
 * enough that guessing passwords or codes, or sending texts to strangers, goes nowhere.
 */
export const LIMITS = {
  /** Every call without a token, per address (branding, login page, link-opened files). */
  anonymousPerAddress: { max: volume(600), windowSeconds: 60 },
  /** Login attempts per address, whatever the account. */
  loginPerAddress: { max: volume(300), windowSeconds: 600 },
  /** Login attempts on one account name from all addresses together. */
  loginPerAccount: { max: volume(100), windowSeconds: 3600 },
  /** Wrong answers for one account from one address before that pair waits (the "lock"). */
  failuresPerAccountAndAddress: { max: 5, windowSeconds: 15 * 60 },
  /** Login-code requests per address. */
  codePerAddress: { max: volume(30), windowSeconds: 600 },
  /** One code per account name a minute, whether or not the account exists. */
  codeResend: { max: 1, windowSeconds: 60 },
  /** Texts to one account name a day. */
  codePerAccountDaily: { max: volume(10), windowSeconds: 86_400 },
} as const satisfies Record<string, Limit>;

export const TOO_MANY_REQUESTS = '操作过于频繁，请稍后再试';
