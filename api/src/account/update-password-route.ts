import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import { invalidField, invalidRule } from '../http/api-failure';
import type { Router } from '../http/route';
import { findAccount, setPasswordHash } from './account-queries';

/**
 * POST /customer/account/v3.9.1/updatePassword: the schema checks each password (the
 * new one's rule included); that they differ and match is checked here. On success every
 * session of the account ends.
 */
export function registerUpdatePassword(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.updatePassword, async (input, { auth }) => {
    if (input.newPassword === input.oldPassword) throw invalidRule('newPassword', 'samePassword');
    if (input.confirmPassword !== input.newPassword)
      throw invalidRule('confirmPassword', 'mismatch');
    const account = await findAccount(ctx.db, auth.accountId);
    if (!account || !(await verifyPassword(input.oldPassword, account.passwordHash))) {
      throw invalidField('oldPassword', '旧密码不正确');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, auth.accountId, passwordHash);
      await endAllSessions(tx, auth.accountId);
    });
    return null;
  });
}
