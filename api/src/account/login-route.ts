import { ENDPOINTS, STATUS, type LoginRequest } from '@pest-portal/shared/contract';
import { TOO_MANY_REQUESTS } from '../abuse/limits';
import type { AppContext } from '../app-context';
import { ACCOUNT_DISABLED } from '../auth/authenticate';
import { UNUSABLE_HASH, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { ApiFailure, invalidField, invalidRule } from '../http/api-failure';
import type { Router } from '../http/route';
import { accountMembers } from '../members/member-scope';
import { findLoginAccount, type AccountRow } from './account-queries';
import { isKnownAddress, rememberAddress } from './known-addresses';
import {
  accountLocked,
  assertMayTry,
  clearFailures,
  recordFailure,
  underSiege,
  type Attempt,
} from './login-attempts';
import { consumeLoginCode } from './login-codes';
import { sessionInfo } from './session-info';

function badCredentials(input: LoginRequest): ApiFailure {
  return input.loginType !== 'code'
    ? invalidField('password', '账号或密码错误')
    : invalidField('code', '验证码错误或已过期');
}

/**
 * Exactly one password hash is computed for every attempt, whatever happens (unknown
 * account, code login, refused by a limit), so the time an answer takes tells nothing
 * about which accounts exist.
 */
async function credentialsMatch(
  ctx: AppContext,
  account: AccountRow | null,
  input: LoginRequest,
  now: Date,
): Promise<boolean> {
  const byPassword = input.loginType !== 'code';
  const passwordOk = await verifyPassword(
    byPassword ? (input.password ?? '') : '',
    byPassword && account ? account.passwordHash : UNUSABLE_HASH,
  );
  if (!account) return false;
  return byPassword ? passwordOk : consumeLoginCode(ctx.db, account.id, input.code ?? '', now);
}

/** POST /customer/account/login: by password or SMS code, within the abuse limits. */
export function registerLogin(router: Router, ctx: AppContext): void {
  router.publicRoute(ENDPOINTS.login, async (input, { request }) => {
    // Which secret is needed depends on the login type: a check the schema cannot say.
    if (input.loginType !== 'code' && !input.password) throw invalidRule('password', 'required');
    if (input.loginType === 'code' && !input.code) throw invalidRule('code', 'required');
    const now = ctx.now();
    const attempt: Attempt = { login: input.account, address: request.ip };
    try {
      await assertMayTry(ctx, attempt, now);
    } catch (refusal) {
      await verifyPassword('', UNUSABLE_HASH); // as long as an attempt that is let through
      throw refusal;
    }
    // Every attempt computes one password hash, found account or not, so timing does not
    // tell which accounts exist; an unknown name counts failures exactly as a real one.
    const account = await findLoginAccount(ctx.db, input.account);
    const matched = await credentialsMatch(ctx, account, input, now);
    // A name failed from many addresses: only its owner, from a place they logged in from
    // before, gets in. Every other attempt, right or wrong, gets the same "wait" and is
    // counted as a failure, so the answers tell a guesser nothing.
    const siege = await underSiege(ctx, attempt, now);
    const known =
      siege && (await isKnownAddress(ctx.db, account?.id ?? null, attempt.address, now));
    if (!account || !matched || (siege && !known)) {
      if (await recordFailure(ctx, attempt, now))
        throw new ApiFailure(STATUS.LOCKED, accountLocked(ctx.limits));
      if (siege) throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
      throw badCredentials(input);
    }
    // Checked after the credentials, so that only the account's owner learns it is disabled.
    if (account.status === 'disabled') throw new ApiFailure(STATUS.LOCKED, ACCOUNT_DISABLED);
    await clearFailures(ctx, attempt);
    await rememberAddress(ctx.db, account.id, attempt.address, now);
    const session = await createSession(ctx.db, account.id, now, ctx.settings.tokenTtlHours);
    const members = await accountMembers(ctx.db, account.id);
    return sessionInfo(
      ctx.db,
      { accountId: account.id, accountKey: account.accountKey, members, ...session },
      now,
    );
  });
}
