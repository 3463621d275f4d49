import { ENDPOINTS, STATUS, type LoginRequest } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { ACCOUNT_DISABLED } from '../auth/authenticate';
import { UNUSABLE_HASH, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { ApiFailure, invalidField, invalidRule } from '../http/api-failure';
import type { Router } from '../http/route';
import { accountMembers } from '../members/member-scope';
import { findLoginAccount, type AccountRow } from './account-queries';
import { ACCOUNT_LOCKED, assertNotLocked, clearFailures, recordFailure } from './login-attempts';
import { consumeLoginCode } from './login-codes';
import { sessionInfo } from './session-info';

function badCredentials(input: LoginRequest): ApiFailure {
  return input.loginType !== 'code'
    ? invalidField('password', '账号或密码错误')
    : invalidField('code', '验证码错误或已过期');
}

async function credentialsMatch(
  ctx: AppContext,
  account: AccountRow,
  input: LoginRequest,
  now: Date,
): Promise<boolean> {
  if (input.loginType !== 'code') return verifyPassword(input.password ?? '', account.passwordHash);
  return consumeLoginCode(ctx.db, account.id, input.code ?? '', now);
}

/** POST /customer/account/login: by password or SMS code, with lockout after repeated failures. */
export function registerLogin(router: Router, ctx: AppContext): void {
  router.publicRoute(ENDPOINTS.login, async (input) => {
    // Which secret is needed depends on the login type: a check the schema cannot say.
    if (input.loginType !== 'code' && !input.password) throw invalidRule('password', 'required');
    if (input.loginType === 'code' && !input.code) throw invalidRule('code', 'required');
    const now = ctx.now();
    const account = await findLoginAccount(ctx.db, input.account);
    if (!account) {
      // Take as long as a real check, so timing does not tell which accounts exist.
      await verifyPassword(input.password ?? '', UNUSABLE_HASH);
      throw badCredentials(input);
    }
    assertNotLocked(account, now);
    if (!(await credentialsMatch(ctx, account, input, now))) {
      if (await recordFailure(ctx.db, account.id, now))
        throw new ApiFailure(STATUS.LOCKED, ACCOUNT_LOCKED);
      throw badCredentials(input);
    }
    // Checked after the credentials, so that only the account's owner learns it is disabled.
    if (account.status === 'disabled') throw new ApiFailure(STATUS.LOCKED, ACCOUNT_DISABLED);
    await clearFailures(ctx.db, account.id);
    const session = await createSession(ctx.db, account.id, now, ctx.settings.tokenTtlHours);
    const members = await accountMembers(ctx.db, account.id);
    return sessionInfo(
      ctx.db,
      { accountId: account.id, accountKey: account.accountKey, members, ...session },
      now,
    );
  });
}
