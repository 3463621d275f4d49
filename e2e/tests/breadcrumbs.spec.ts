import { ACCOUNTS } from '../support/env';
import { expect, sessionItem, test } from '../support/fixtures';
import { breadcrumb, navigateInApp, trail } from '../support/portal';

const ROOT = '管理平台';

// The breadcrumb bar is part of the desktop layout.
test.describe('breadcrumbs (spec §2)', { tag: '@desktop' }, () => {
  test('every rule of the trail, including a reload', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    const menu = page.getByRole('menu').filter({ hasText: '服务列表' });

    // The root is labelled 管理平台; at home there is nothing after it.
    await expect(breadcrumb(page)).toBeVisible();
    await expect.poll(() => trail(page)).toEqual([ROOT]);

    // From home to a page: platform › page.
    await navigateInApp(page, '/workList');
    await expect.poll(() => trail(page)).toEqual([ROOT, '消息通知']);

    // Onwards from there: the trail grows.
    await navigateInApp(page, '/serviceReportStatus');
    await expect.poll(() => trail(page)).toEqual([ROOT, '消息通知', '待签字工单']);

    // The trail survives a reload (session storage breadcrumbData).
    const stored = await sessionItem(page, 'breadcrumbData');
    expect(stored, 'breadcrumbData in session storage').toContain('待签字工单');
    await page.reload();
    await expect.poll(() => trail(page)).toEqual([ROOT, '消息通知', '待签字工单']);

    // Going back to an earlier entry truncates the trail.
    await breadcrumb(page).getByText('消息通知', { exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/workList');
    await expect.poll(() => trail(page)).toEqual([ROOT, '消息通知']);

    // A sidebar page resets the trail to platform › page.
    await menu.getByRole('menuitem', { name: '服务列表' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/serviceReport');
    await expect.poll(() => trail(page)).toEqual([ROOT, '服务列表']);
    await menu.getByRole('menuitem', { name: '意见反馈' }).click();
    await expect.poll(() => trail(page)).toEqual([ROOT, '意见反馈']);

    // Returning home clears the trail.
    await menu.getByRole('menuitem', { name: '首页' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect.poll(() => trail(page)).toEqual([ROOT]);
  });
});
