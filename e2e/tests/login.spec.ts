import { ACCOUNTS, DEMO_PASSWORD, STORE_COMPANY } from '../support/env';
import { expect, localItem, test } from '../support/fixtures';
import { loginButton, loginField, submitPasswordLogin } from '../support/login';
import { button, toast } from '../support/portal';
import { logMark, readLoginCode } from '../support/sms';

test.describe('both logins (spec §2, §7)', () => {
  test('password login stores the session and shows the company', async ({ login, page }) => {
    await login(ACCOUNTS.store.account, { expectPath: '/home' });
    expect(await localItem(page, 'token')).toMatch(/\S{16,}/);
    expect(await localItem(page, 'companyName')).toBe(STORE_COMPANY);
    await expect(page.getByText(STORE_COMPANY).filter({ visible: true }).first()).toBeVisible();
  });

  test('SMS-code login: send the code, see the countdown, log in with the code', async ({
    page,
    loginPath,
    device,
  }) => {
    // A phone may ask for a code once a minute (the API answers 验证码已发送，请N秒后再试):
    // the two projects run side by side, so each uses a phone of its own. Both accounts
    // are single companies, landing on /home.
    const phone = device === 'mobile' ? ACCOUNTS.other.phone : ACCOUNTS.store.phone;
    await page.goto(loginPath);
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await loginField(page, '账号').fill(phone);
    const mark = logMark();
    await button(page, '获取验证码').filter({ visible: true }).click();
    await expect(page.getByText(/\d+\s*秒后重发/).filter({ visible: true })).toBeVisible();
    const code = await readLoginCode(phone, mark);
    await loginField(page, '验证码').fill(code);
    await loginButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home', { timeout: 20_000 });
    expect(await localItem(page, 'token')).toBeTruthy();
  });

  test('a wrong password shows a clear message and keeps the typed account', async ({
    page,
    loginPath,
  }) => {
    await page.goto(loginPath);
    // other_demo, not store_demo: failures count towards a lockout (5 in 15 minutes).
    await submitPasswordLogin(page, ACCOUNTS.other.account, 'Wrong@2026');
    await expect(toast(page, '账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === loginPath);
    await expect(loginField(page, '账号')).toHaveValue(ACCOUNTS.other.account);
    expect(await localItem(page, 'token')).toBeNull();
  });

  test('a disabled account is refused with its message', async ({ page, loginPath }) => {
    await page.goto(loginPath);
    await submitPasswordLogin(page, ACCOUNTS.disabled.account, DEMO_PASSWORD);
    await expect(toast(page, '账号已停用，请联系客服')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === loginPath);
    expect(await localItem(page, 'token')).toBeNull();
  });
});
