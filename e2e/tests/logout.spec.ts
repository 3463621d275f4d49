import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, localItem, test, type Device } from '../support/fixtures';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { pathsAsked } from '../support/paths-asked';
import { viewLinks } from '../support/service';
import {
  button,
  expectLoginWithRurl,
  headerAction,
  navigateInApp,
  openDataPage,
  openDrawer,
  openedConfirm,
  waitForIdle,
} from '../support/portal';

const CONFIRM = '此操作将退出系统，是否继续？';

async function clickLogout(page: Page, device: Device): Promise<void> {
  if (device === 'mobile') {
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: '退出登录' }).click();
  } else {
    await headerAction(page, '退出登录').click();
  }
}

/** Logs out as a person does, confirming, and waits for the device's login page. */
async function logOut(page: Page, device: Device, loginPath: string): Promise<void> {
  await clickLogout(page, device);
  await button(await openedConfirm(page, CONFIRM), '确定').click();
  await expect(page).toHaveURL((url) => url.pathname === loginPath, { timeout: 20_000 });
}

test.describe('logout (spec §4)', () => {
  test('asks first; cancel keeps you in; OK ends the session everywhere', async ({
    login,
    page,
    device,
    loginPath,
  }) => {
    await login(ACCOUNTS.store.account, { expectPath: '/home' });
    const session = {
      token: (await localItem(page, 'token')) as string,
      key: (await localItem(page, 'key')) as string,
      mid: (await localItem(page, 'mid')) as string,
    };

    await clickLogout(page, device);
    const dialog = await openedConfirm(page, CONFIRM);
    await button(dialog, '取消').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    expect(await localItem(page, 'token')).toBe(session.token);

    await logOut(page, device, loginPath);
    expect(await localItem(page, 'token')).toBeNull();

    // The server ended the session: the old token, put back, is sent to the login page.
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('key', s.key);
      localStorage.setItem('mid', s.mid);
    }, session);
    await openDataPage(page);
    await expectLoginWithRurl(page, loginPath, '/feedback');
    expect(await localItem(page, 'token')).toBeNull();
  });

  test('Back after the logout to pages already visited sends none of their requests', async ({
    login,
    page,
    device,
    loginPath,
  }) => {
    // The home and the service list, opened in this document: their sections' route
    // loaders are known to the router.
    await login(ACCOUNTS.store.account, { expectPath: '/home' });
    await navigateInApp(page, '/serviceReport');
    await expect(viewLinks(page).first()).toBeVisible({ timeout: 20_000 });
    await waitForIdle(page);

    await logOut(page, device, loginPath);

    // Back, in the same document (the login page took the list's entry: Back is the
    // home): the token guard sends the visitor to the login page again, and the page's
    // loaders send nothing; without a session their requests would only go out
    // unauthenticated. The login page's own call (the brand) may go out.
    const asked = pathsAsked(page);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === loginPath);
    await page.waitForLoadState('networkidle');
    const brand = `/api${ENDPOINTS.getBaseByDomain.path}`;
    expect(asked.filter((path) => path.startsWith('/api/') && path !== brand)).toEqual([]);
  });
});
