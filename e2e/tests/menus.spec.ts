import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { openDrawer } from '../support/portal';
import type { Locator } from '@playwright/test';

/** Menu labels: the zh-CN title.* messages (shared/src/i18n/zh-CN/shell-texts.ts). */
const ALL = [
  '首页',
  '集团首页',
  '计划完成详情',
  '服务列表',
  '资质文件',
  '意见反馈',
  '反馈记录',
  '数据趋势',
];

async function menuLabels(scope: Locator): Promise<string[]> {
  const texts = await scope.getByRole('menuitem').or(scope.getByRole('link')).allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => ALL.includes(t));
}

function expectMenu(labels: string[], shown: string[], hidden: string[]) {
  for (const label of shown) expect(labels, `menu shows ${label}`).toContain(label);
  for (const label of hidden) expect(labels, `menu hides ${label}`).not.toContain(label);
}

test.describe('menus by role and device (spec §2, §6)', () => {
  test(
    'desktop, headquarters: group home and plan detail, no home',
    { tag: '@desktop' },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.hq.account, '/groupHome');
      const menu = page.getByRole('menu').filter({ hasText: '服务列表' });
      await expect(menu).toBeVisible();
      expectMenu(
        await menuLabels(menu),
        ['集团首页', '计划完成详情', '服务列表', '资质文件', '意见反馈', '数据趋势'],
        ['首页'],
      );
    },
  );

  test(
    'desktop, company account: home, no group home or plan detail',
    { tag: '@desktop' },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.store.account, '/home');
      const menu = page.getByRole('menu').filter({ hasText: '服务列表' });
      await expect(menu).toBeVisible();
      expectMenu(
        await menuLabels(menu),
        ['首页', '服务列表', '资质文件', '意见反馈', '数据趋势'],
        ['集团首页', '计划完成详情'],
      );
    },
  );

  test(
    'mobile drawer, company account: plan detail shown to all, no data trends',
    { tag: '@mobile' },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.store.account, '/home');
      const drawer = await openDrawer(page);
      const labels = await menuLabels(drawer);
      expectMenu(
        labels,
        ['首页', '计划完成详情', '服务列表', '资质文件'],
        ['集团首页', '数据趋势'],
      );
      expect(
        labels.some((l) => l === '意见反馈' || l === '反馈记录'),
        'the feedback entry',
      ).toBe(true);
    },
  );

  test(
    'mobile drawer, headquarters: group home and plan detail, no data trends',
    { tag: '@mobile' },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.hq.account, '/groupHome');
      const drawer = await openDrawer(page);
      expectMenu(
        await menuLabels(drawer),
        ['集团首页', '计划完成详情', '服务列表', '资质文件'],
        ['首页', '数据趋势'],
      );
    },
  );
});
