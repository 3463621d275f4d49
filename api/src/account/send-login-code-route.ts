import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { LIMITS, TOO_MANY_REQUESTS } from '../abuse/limits';
import { hit, overLimit } from '../abuse/rate-limit';
import type { AppContext } from '../app-context';
import { ApiFailure, invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { findLoginAccount } from './account-queries';
import { issueLoginCode, LOGIN_CODE } from './login-codes';

/**
 * The limits of a code request, the same for every name typed: per address, one a minute
 * and ten a day per name. Counting names rather than accounts is what keeps the 60 s
 * answer from telling which accounts exist.
 */
async function assertMaySend(ctx: AppContext, login: string, address: string): Promise<void> {
  const now = ctx.now();
  const who = login.toLowerCase();
  const perAddress = await hit(ctx.db, `code-ip:${address}`, LIMITS.codePerAddress, now);
  if (overLimit(perAddress, LIMITS.codePerAddress))
    throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
  const resend = await hit(ctx.db, `code-resend:${who}`, LIMITS.codeResend, now);
  if (overLimit(resend, LIMITS.codeResend)) {
    const seconds = Math.max(1, Math.ceil((resend.resetsAt.getTime() - now.getTime()) / 1000));
    throw invalidField('account', `验证码已发送，请${seconds}秒后再试`);
  }
  const daily = await hit(ctx.db, `code-day:${who}`, LIMITS.codePerAccountDaily, now);
  if (overLimit(daily, LIMITS.codePerAccountDaily))
    throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
}

/**
 * GET /customer/account/sendLoginCode: a 6-digit code to the account's phone, valid 5
 * minutes, another after 60 s. The answer is the same whether or not the account exists,
 * so the form cannot be used to discover accounts.
 */
export function registerSendLoginCode(router: Router, ctx: AppContext): void {
  router.publicRoute(ENDPOINTS.sendLoginCode, async (input, { request }) => {
    await assertMaySend(ctx, input.account, request.ip);
    const account = await findLoginAccount(ctx.db, input.account);
    if (!account?.phone || account.status === 'disabled') {
      request.log.info(`[sms] no active account with a phone for "${input.account}"; no code sent`);
    } else {
      // Its own 60 s check also covers the same account asked for by name, then by phone.
      const code = await issueLoginCode(ctx.db, account.id, ctx.now());
      await ctx.sms.sendLoginCode(account.phone, code);
    }
    return { resendAfter: LOGIN_CODE.resendSeconds };
  });
}
