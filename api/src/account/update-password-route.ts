import { ENDPOINTS, type UpdatePasswordRequest } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { asRecord, FieldErrors, readString } from '../http/validation';
import { findAccount, setPasswordHash } from './account-queries';

export const PASSWORD_RULE = '新密码至少8位，且包含字母和数字';
const MAX_LENGTH = 64;

/** spec §5 leaves the checks to the server: all of them, reported together. */
export function parseUpdatePassword(raw: unknown): UpdatePasswordRequest {
  const body = asRecord(raw);
  const oldPassword = readString(body.oldPassword) ?? '';
  const newPassword = readString(body.newPassword) ?? '';
  const confirmPassword = readString(body.confirmPassword) ?? '';
  const errors = new FieldErrors();
  if (!oldPassword) errors.add('oldPassword', '请输入旧密码');
  if (!newPassword) errors.add('newPassword', '请输入新密码');
  else if (newPassword.length < 8 || !/[A-Za-z]/.test(newPassword) || !/\d/.test(newPassword))
    errors.add('newPassword', PASSWORD_RULE);
  else if (newPassword.length > MAX_LENGTH)
    errors.add('newPassword', `新密码不能超过${MAX_LENGTH}位`);
  else if (newPassword === oldPassword) errors.add('newPassword', '新密码不能与旧密码相同');
  if (!confirmPassword) errors.add('confirmPassword', '请再次输入新密码');
  else if (confirmPassword !== newPassword) errors.add('confirmPassword', '两次输入的新密码不一致');
  errors.throwIfAny();
  return { oldPassword, newPassword, confirmPassword };
}

/** POST /customer/account/v3.9.1/updatePassword: on success every session of the account ends. */
export function registerUpdatePassword(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.updatePassword, {
    parse: parseUpdatePassword,
    async handle(input, { auth }) {
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
    },
  });
}
