import { ACCOUNTS } from '../support/env';
import { expect, localItem, test } from '../support/fixtures';
import { button, openDrawer, openedConfirm, toast } from '../support/portal';

// The bind row is in the mobile drawer.
test.describe('messaging-app unbind (spec §2, §4)', { tag: '@mobile' }, () => {
  test('a bound account confirms, is unbound, and the row says so', async ({ login, page }) => {
    await login(ACCOUNTS.hq.account, { expectPath: '/groupHome' });
    expect(await localItem(page, 'wxAuth')).toBe('1');
    let drawer = await openDrawer(page);
    const bound = drawer.getByText('已绑定', { exact: true });
    await expect(bound).toBeVisible();
    await bound.click();

    const confirm = await openedConfirm(page, '解绑后将不再收到消息通知');
    await button(confirm, '确定').click();
    await expect(toast(page, '解绑成功！')).toBeVisible();
    await expect.poll(() => localItem(page, 'wxAuth')).toBe('0');

    drawer = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: '退出登录' }) });
    if (!(await drawer.isVisible())) drawer = await openDrawer(page);
    await expect(drawer.getByText('未绑定', { exact: true })).toBeVisible();
    await expect(drawer.getByText('已绑定', { exact: true })).toHaveCount(0);
  });
});
