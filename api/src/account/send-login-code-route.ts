import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { TOO_MANY_REQUESTS } from '../abuse/limits';
import { hit, overLimit } from '../abuse/rate-limit';
import type { AppContext } from '../app-context';
import { ApiFailure, invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { findLoginAccount, type AccountRow } from './account-queries';
import { isKnownAddress } from './known-addresses';
import { issueLoginCode, LOGIN_CODE } from './login-codes';

/**
 * The limits of a code request, the same for every name typed, existing or not: per
 * address; one a minute and ten a day per name AND address, so a stranger asking for the
 * owner's codes never stops the owner asking from elsewhere; and a ceiling per name over
 * all addresses (a phone is not flooded) that an address the account has logged in from
 * before passes.
 */
async function assertMaySend(
  ctx: AppContext,
  login: string,
  account: AccountRow | null,
  address: string,
): Promise<void> {
  const now = ctx.now();
  const { limits } = ctx;
  const who = login.trim().toLowerCase();
  const perAddress = await hit(ctx.db, `code-ip:${address}`, limits.codePerAddress, now);
  if (overLimit(perAddress, limits.codePerAddress))
    throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
  const resend = await hit(ctx.db, `code-resend:${who}|${address}`, limits.codeResend, now);
  if (overLimit(resend, limits.codeResend)) {
    const seconds = Math.max(1, Math.ceil((resend.resetsAt.getTime() - now.getTime()) / 1000));
    throw invalidField('account', `验证码已发送，请${seconds}秒后再试`);
  }
  const pairDaily = limits.codePerAccountAndAddressDaily;
  if (overLimit(await hit(ctx.db, `code-day:${who}|${address}`, pairDaily, now), pairDaily))
    throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
  const allDaily = limits.codePerAccountAllAddressesDaily;
  if (
    overLimit(await hit(ctx.db, `code-day-all:${who}`, allDaily, now), allDaily) &&
    !(await isKnownAddress(ctx.db, account?.id ?? null, address, now))
  )
    throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
}

/**
 * GET /customer/account/sendLoginCode: a 6-digit code to the account's phone, valid 5
 * minutes, another after 60 s. The answer is the same whether or not the account exists,
 * and so is the work done before it: the code is made and sent after the answer (a
 * text's delivery time would otherwise tell real accounts from unknown ones).
 */
export function registerSendLoginCode(router: Router, ctx: AppContext): void {
  router.publicRoute(ENDPOINTS.sendLoginCode, async (input, { request }) => {
    const account = await findLoginAccount(ctx.db, input.account);
    await assertMaySend(ctx, input.account, account, request.ip);
    const log = request.log;
    ctx.background.run('[sms] login code', async () => {
      if (!account?.phone || account.status === 'disabled') {
        log.info(`[sms] no active account with a phone for "${input.account}"; no code sent`);
        return;
      }
      // None when one went out less than a minute ago (the same account asked for by name,
      // then by phone): the first is still good, and the phone is not flooded.
      const code = await issueLoginCode(ctx.db, account.id, ctx.now());
      if (code) await ctx.sms.sendLoginCode(account.phone, code);
    });
    return { resendAfter: LOGIN_CODE.resendSeconds };
  });
}
