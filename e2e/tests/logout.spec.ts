import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, localItem, test, type Device } from '../support/fixtures';
import {
  button,
  expectLoginWithRurl,
  headerAction,
  openDataPage,
  openDrawer,
  openedConfirm,
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
    let dialog = await openedConfirm(page, CONFIRM);
    await button(dialog, '取消').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    expect(await localItem(page, 'token')).toBe(session.token);

    await clickLogout(page, device);
    dialog = await openedConfirm(page, CONFIRM);
    await button(dialog, '确定').click();
    await expect(page).toHaveURL((url) => url.pathname === loginPath, { timeout: 20_000 });
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
});
