import { readSettings } from '@pest-portal/shared/build/settings.cjs';
import type { Limit } from './rate-limit';

/**
 * The abuse limits. Generous enough for an office of people behind one address; tight
 * enough that guessing passwords or codes, or sending texts to strangers, goes nowhere.
 * A limit on an account name alone would let a stranger shut its owner out, so every
 * limit on a name is counted per name AND address, and the ceilings over all addresses
 * (`*AllAddresses`) are passed by an address the account has logged in from before.
 */
export interface AbuseLimits {
  /** Every call without a live session, per address (branding, login page, link-opened files). */
  anonymousPerAddress: Limit;
  /** Login attempts per address, whatever the account. */
  loginPerAddress: Limit;
  /** Wrong answers for one account from one address before that pair waits (the "lock"). */
  failuresPerAccountAndAddress: Limit;
  /**
   * Wrong answers for one account name from all addresses together (a guessing botnet):
   * past it, only the right password or code from a known address gets in.
   */
  failuresPerAccountAllAddresses: Limit;
  /** Login-code requests per address. */
  codePerAddress: Limit;
  /** One code a minute per account name and address, whether or not the account exists. */
  codeResend: Limit;
  /** Texts a day per account name and address. */
  codePerAccountAndAddressDaily: Limit;
  /** Texts a day to one account name from all addresses: past it, known addresses only. */
  codePerAccountAllAddressesDaily: Limit;
}

/**
 * The limits at a scale: settings.abuseLimitScale (PP_ABUSE_LIMIT_SCALE), 1 in production,
 * more for a test run whose hundreds of logins come from one address. The scale multiplies
 * the volumes, never the five wrong answers before a wait nor one code a minute.
 */
export function abuseLimits(scale = readSettings().abuseLimitScale): AbuseLimits {
  const volume = (max: number) => Math.max(1, Math.round(max * scale));
  return {
    anonymousPerAddress: { max: volume(600), windowSeconds: 60 },
    loginPerAddress: { max: volume(300), windowSeconds: 600 },
    failuresPerAccountAndAddress: { max: 5, windowSeconds: 15 * 60 },
    // One address alone reaches at most 5 in 15 minutes (20 an hour): 100 takes five or more.
    failuresPerAccountAllAddresses: { max: volume(100), windowSeconds: 3600 },
    codePerAddress: { max: volume(30), windowSeconds: 600 },
    codeResend: { max: 1, windowSeconds: 60 },
    codePerAccountAndAddressDaily: { max: volume(10), windowSeconds: 86_400 },
    // Three times what one address may ask for: a phone is not flooded, the owner still served.
    codePerAccountAllAddressesDaily: { max: volume(30), windowSeconds: 86_400 },
  };
}

export const TOO_MANY_REQUESTS = '操作过于频繁，请稍后再试';
