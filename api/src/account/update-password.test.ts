import {
  ENDPOINTS,
  STATUS,
  type SessionInfo,
  type UpdatePasswordRequest,
} from '@pest-portal/shared/contract';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';

const PASSWORD_RULE = '新密码至少8位，且包含字母和数字';

let t: TestApp;
let session: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  session = await login(t.app, 'store_demo');
});
afterAll(() => t.close());

const update = (input: UpdatePasswordRequest, as = session) =>
  call(t.app, ENDPOINTS.updatePassword, input, { session: as });
const fieldsOf = (data: unknown) =>
  (data as { field: string; defaultMessage: string }[]).map((e) => [e.field, e.defaultMessage]);

describe('updatePassword', () => {
  it('lists every missing field', async () => {
    const envelope = await update({ oldPassword: '', newPassword: '', confirmPassword: '' });
    expect(envelope.statusCode).toBe(STATUS.VALIDATION);
    expect(fieldsOf(envelope.data)).toEqual([
      ['oldPassword', '请输入旧密码'],
      ['newPassword', '请输入新密码'],
      ['confirmPassword', '请再次输入新密码'],
    ]);
  });

  it.each([
    ['short', 'Ab1', 'Ab1', ['newPassword', PASSWORD_RULE]],
    ['no digit', 'abcdefgh', 'abcdefgh', ['newPassword', PASSWORD_RULE]],
    ['no letter', '12345678', '12345678', ['newPassword', PASSWORD_RULE]],
    ['same as old', DEMO_PASSWORD, DEMO_PASSWORD, ['newPassword', '新密码不能与旧密码相同']],
    [
      'confirm differs',
      'NewPass2026',
      'NewPass2027',
      ['confirmPassword', '两次输入的新密码不一致'],
    ],
  ])('refuses a new password that is %s', async (_name, newPassword, confirmPassword, expected) => {
    const envelope = await update({ oldPassword: DEMO_PASSWORD, newPassword, confirmPassword });
    expect(envelope).toMatchObject({ statusCode: STATUS.VALIDATION, message: expected[1] });
    expect(fieldsOf(envelope.data)).toEqual([expected]);
  });

  it('refuses a wrong old password', async () => {
    const envelope = await update({
      oldPassword: 'Wrong@2026',
      newPassword: 'NewPass2026',
      confirmPassword: 'NewPass2026',
    });
    expect(fieldsOf(envelope.data)).toEqual([['oldPassword', '旧密码不正确']]);
  });

  it('changes the password and ends every session of the account', async () => {
    const elsewhere = await login(t.app, 'store_demo');
    const bystander = await login(t.app, 'hq_demo');
    expect(
      (
        await update({
          oldPassword: DEMO_PASSWORD,
          newPassword: 'NewPass2026',
          confirmPassword: 'NewPass2026',
        })
      ).statusCode,
    ).toBe(STATUS.OK);
    for (const ended of [session, elsewhere]) {
      expect((await call(t.app, ENDPOINTS.sessionCheck, {}, { session: ended })).statusCode).toBe(
        STATUS.NO_TOKEN,
      );
    }
    expect((await call(t.app, ENDPOINTS.sessionCheck, {}, { session: bystander })).statusCode).toBe(
      STATUS.OK,
    );
    const old = await call(t.app, ENDPOINTS.login, {
      loginType: 'password',
      account: 'store_demo',
      password: DEMO_PASSWORD,
    });
    expect(old.statusCode).toBe(STATUS.VALIDATION);
    await expect(login(t.app, 'store_demo', 'NewPass2026')).resolves.toMatchObject({
      companyName: '上海静安食品有限公司',
    });
  });
});
