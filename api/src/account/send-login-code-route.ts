import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { findLoginAccount } from './account-queries';
import { issueLoginCode, LOGIN_CODE } from './login-codes';

/**
 * GET /customer/account/sendLoginCode: a 6-digit code to the account's phone, valid 5
 * minutes, another after 60 s. The answer is the same whether or not the account exists,
 * so the form cannot be used to discover accounts.
 */
export function registerSendLoginCode(router: Router, ctx: AppContext): void {
  router.publicRoute(ENDPOINTS.sendLoginCode, async (input, { request }) => {
    const account = await findLoginAccount(ctx.db, input.account);
    if (!account?.phone || account.status === 'disabled') {
      request.log.info(`[sms] no active account with a phone for "${input.account}"; no code sent`);
    } else {
      const code = await issueLoginCode(ctx.db, account.id, ctx.now());
      await ctx.sms.sendLoginCode(account.phone, code);
    }
    return { resendAfter: LOGIN_CODE.resendSeconds };
  });
}
