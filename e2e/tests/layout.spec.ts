import { ACCOUNTS, LOOPBACK_SHELL_URL, SHELL_URL, STORE_COMPANY } from '../support/env';
import { expect, test } from '../support/fixtures';
import { headerAction, openDrawer } from '../support/portal';
import { todayIn } from '../support/text';
import type { Locator, Page } from '@playwright/test';

/** The side menu's landmark: antd's Sider is an aside (complementary), or a nav. */
function sideMenuLandmark(page: Page): Locator {
  return page
    .getByRole('complementary')
    .or(page.getByRole('navigation').filter({ has: page.getByRole('menu') }))
    .filter({ visible: true })
    .first();
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * The element's box once at rest: two readings 100 ms apart agree. Right after login the
 * login page is still being replaced by the layout, and antd's Modal and Drawer open with
 * a zoom or slide, during which the box is scaled or moving.
 */
async function size(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const seen: { last: Box | null } = { last: null };
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const settled = box !== null && JSON.stringify(box) === JSON.stringify(seen.last);
        seen.last = box;
        return settled;
      },
      { message: 'the element has a box at rest', intervals: [100] },
    )
    .toBe(true);
  if (!seen.last) throw new Error('the element has no box');
  return seen.last;
}

test.describe('desktop layout sizes (spec §2, §9)', { tag: '@desktop' }, () => {
  test('header 60 px, side menu 180 px, footer 50 px', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/feedback');
    await expect(page.getByRole('main').getByLabel('反馈内容')).toBeVisible();
    expect((await size(page.getByRole('banner'))).height).toBeCloseTo(60, 0);
    expect((await size(sideMenuLandmark(page))).width).toBeCloseTo(180, 0);
    expect((await size(page.getByRole('contentinfo'))).height).toBeCloseTo(50, 0);
  });

  test('the footer carries the 1999-2022 copyright and the header the date', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    await expect(page.getByRole('contentinfo')).toContainText('1999-2022');
    await expect(page.getByRole('banner')).toContainText(todayIn('Asia/Shanghai'));
    await expect(page.getByRole('banner')).toContainText(STORE_COMPANY);
  });

  test('the password dialog is 20% of the viewport wide', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    await headerAction(page, '修改密码').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('旧密码') });
    const viewport = page.viewportSize();
    expect(viewport).not.toBeNull();
    const width = (await size(dialog)).width;
    expect(Math.abs(width - (viewport?.width ?? 0) * 0.2)).toBeLessThanOrEqual(1);
  });
});

test.describe('mobile layout (spec §2)', { tag: '@mobile' }, () => {
  test('the header has the company name, the drawer button and the scan button', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    const header = page.getByRole('banner');
    await expect(header).toContainText(STORE_COMPANY);
    await expect(header.getByRole('button', { name: '菜单' })).toBeVisible();
    await expect(header.getByRole('button', { name: '扫一扫' })).toBeVisible();
  });

  test('the drawer is 58% of the viewport wide', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    const drawer = await openDrawer(page);
    await expect(drawer).toHaveCSS('opacity', '1');
    const viewport = page.viewportSize();
    const width = (await size(drawer)).width;
    expect(Math.abs(width - (viewport?.width ?? 0) * 0.58)).toBeLessThanOrEqual(1);
  });

  test('the drawer footer shows on a listed host (localhost) and not on 127.0.0.1', async ({
    login,
    page,
  }) => {
    await login(ACCOUNTS.store.account, { origin: SHELL_URL, expectPath: '/home' });
    let drawer = await openDrawer(page);
    await expect(drawer.getByText('客户服务热线 400-820-1999')).toBeVisible();

    await login(ACCOUNTS.store.account, { origin: LOOPBACK_SHELL_URL, expectPath: '/home' });
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(page.getByText('客户服务热线 400-820-1999')).toHaveCount(0);
  });
});
