import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { caption } from './text';

export interface LoginOptions {
  device: 'desktop' | 'mobile';
  password?: string;
  /** Start from the login page with this Rurl. */
  rurl?: string;
  /** The shell origin to log in on (localStorage is per origin); the baseURL by default. */
  origin?: string;
  /** Where the login should land (a path); by default: anywhere but a login page. */
  expectPath?: string | RegExp;
}

export function loginPathOf(device: 'desktop' | 'mobile'): string {
  return device === 'mobile' ? '/mlogin' : '/login';
}

/** The visible field of a login form labelled `label` (the other tab's form may be mounted but hidden). */
export function loginField(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).filter({ visible: true });
}

export function loginButton(page: Page) {
  return page.getByRole('button', { name: caption('登录') }).filter({ visible: true });
}

/** Fill and send the password form on the login page the page shows now. */
export async function submitPasswordLogin(
  page: Page,
  account: string,
  password: string,
): Promise<void> {
  await loginField(page, '账号').fill(account);
  await loginField(page, '密码').fill(password);
  await loginButton(page).click();
}

/**
 * Wait until the portal shows the page it led to: `expectPath` (a path or a pattern of
 * one), or without it anywhere but a login page and '/', which only leads on (to the
 * account's home, or to the login page).
 */
export async function expectLanded(page: Page, expectPath?: string | RegExp): Promise<void> {
  const landed = (pathname: string) =>
    expectPath instanceof RegExp
      ? expectPath.test(pathname)
      : expectPath
        ? pathname === expectPath
        : !/^\/(m?login)?$/.test(pathname);
  await expect(page).toHaveURL((url) => landed(url.pathname), { timeout: 20_000 });
}

/**
 * Log in through the UI, as a user does: the device's login page, the password form.
 * Resolves when the portal has left the login page (and reached `expectPath` if given).
 */
export async function loginThroughUi(
  page: Page,
  account: string,
  options: LoginOptions,
): Promise<void> {
  const base = `${options.origin ?? ''}${loginPathOf(options.device)}`;
  await page.goto(options.rurl ? `${base}?Rurl=${encodeURIComponent(options.rurl)}` : base);
  await submitPasswordLogin(page, account, options.password ?? DEMO_PASSWORD);
  await expectLanded(page, options.expectPath);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
}
