import {
  ACCOUNTS,
  DEAD_REMOTE_PORT,
  EXTRA_SHELL_PORT,
  EXTRA_SHELL_URL,
  HANGING_REMOTE_PORT,
  STORE_COMPANY,
} from '../support/env';
import { serveApp, settingsWith, startHangingServer } from '../support/extra-shell';
import { expect, test } from '../support/fixtures';
import { button } from '../support/portal';

/**
 * A second deployment of the same shell build, on its own origin, whose remotes list
 * points qualification at a port where nothing listens and dashboard at a server that
 * never answers (DESIGN.md §2: a remote that is down or slow fails in its own area).
 */
const settings = settingsWith({
  PP_SHELL_PORT: String(EXTRA_SHELL_PORT),
  PP_QUALIFICATION_URL: `http://localhost:${DEAD_REMOTE_PORT}`,
  PP_DASHBOARD_URL: `http://localhost:${HANGING_REMOTE_PORT}`,
  PP_DASHBOARD_TIMEOUT_MS: '4000',
});

const LOAD_FAILED = /模块加载失败/;

// It serves a second shell on fixed ports: one project only.
test.describe('a remote that is down or hangs (DESIGN.md §2)', { tag: '@desktop' }, () => {
  const closers: { close: () => Promise<unknown> }[] = [];
  test.beforeAll(async () => {
    closers.push(await startHangingServer(HANGING_REMOTE_PORT));
    closers.push(await serveApp('shell', EXTRA_SHELL_PORT, true, settings));
  });
  test.afterAll(async () => {
    await Promise.allSettled(closers.splice(0).map((c) => c.close()));
  });

  test('the failing areas show an error with 重试; everything else works; Retry loads the remote once it is up', async ({
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    await login(ACCOUNTS.store.account, { origin: EXTRA_SHELL_URL, expectPath: '/home' });
    const main = page.getByRole('main');
    const menu = page.getByRole('menu').filter({ hasText: '服务列表' });

    // dashboard hangs: its own time-out (4 s) ends the wait with an error in its area.
    await expect(main.getByText(LOAD_FAILED).first()).toBeVisible({ timeout: 20_000 });
    await expect(button(main, '重试')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(STORE_COMPANY);

    // qualification is down: the same, at once.
    await menu.getByRole('menuitem', { name: '资质文件' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/qualificationFile');
    await expect(main.getByText(LOAD_FAILED).first()).toBeVisible({ timeout: 20_000 });
    await expect(button(main, '重试')).toBeVisible();

    // The header, the menu and the feedback section keep working.
    await menu.getByRole('menuitem', { name: '意见反馈' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/feedback');
    await expect(main.getByLabel('反馈内容')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(LOAD_FAILED)).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText(STORE_COMPANY);

    // The dead remote comes up: Retry loads it without a reload of the page.
    await menu.getByRole('menuitem', { name: '资质文件' }).click();
    await expect(button(main, '重试')).toBeVisible({ timeout: 20_000 });
    closers.push(await serveApp('mfe-qualification', DEAD_REMOTE_PORT, false, settings));
    const loaded = page.waitForResponse(
      (r) => r.url().startsWith(`http://localhost:${DEAD_REMOTE_PORT}/`) && r.ok(),
    );
    await button(main, '重试').click();
    await loaded;
    await expect(main.getByText(LOAD_FAILED)).toHaveCount(0, { timeout: 20_000 });
    await expect(button(main, '重试')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/qualificationFile');
  });
});
