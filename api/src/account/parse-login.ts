import type { LoginRequest, LoginType } from '@pest-portal/shared/contract';
import { asRecord, FieldErrors, readString } from '../http/validation';
import { LOGIN_CODE } from './login-codes';

const LOGIN_TYPES: readonly LoginType[] = ['password', 'code'];

export function parseLogin(raw: unknown): LoginRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const account = readString(body.account)?.trim() ?? '';
  if (!account) errors.add('account', '请输入账号或手机号');
  const loginType = (readString(body.loginType) ?? 'password') as LoginType;
  if (!LOGIN_TYPES.includes(loginType)) errors.add('loginType', '登录方式只能是密码或验证码');
  const password = readString(body.password) ?? '';
  const code = readString(body.code)?.trim() ?? '';
  if (loginType === 'password' && !password) errors.add('password', '请输入密码');
  if (loginType === 'code' && !new RegExp(`^\\d{${LOGIN_CODE.digits}}$`).test(code)) {
    errors.add('code', `请输入${LOGIN_CODE.digits}位数字验证码`);
  }
  errors.throwIfAny();
  return loginType === 'password' ? { loginType, account, password } : { loginType, account, code };
}
