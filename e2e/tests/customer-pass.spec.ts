import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import {
  breadcrumb,
  button,
  choose,
  headerAction,
  toast,
  trail,
  waitForIdle,
} from '../support/portal';
import {
  listTotal,
  main,
  openOrderList,
  pageHeading,
  region,
  viewLinks,
  WORK_ORDER_LISTS,
} from '../support/service';

/**
 * The customer's pass over the shell, the service section and feedback (issue 8): each
 * finding, as the customer met it, now holding.
 */

const ROOT = '管理平台';

test.describe('titles, breadcrumbs and the menu (issue 8)', () => {
  test(
    'on a phone the feedback section is 反馈记录 in its breadcrumb and page title too',
    {
      tag: '@mobile',
    },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.store.account, '/feedback');
      await expect(main(page).getByRole('heading', { name: '反馈记录' })).toBeVisible();
      await expect.poll(() => trail(page)).toEqual([ROOT, '反馈记录']);
      await expect(page).toHaveTitle(/反馈记录$/);
    },
  );

  test(
    'notification pages start their own trail and highlight home, not the last menu used',
    {
      tag: '@desktop',
    },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.hq.account);
      const menu = page.getByRole('menu').filter({ hasText: '服务列表' });
      await menu.getByRole('menuitem', { name: '服务列表' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/serviceReport');
      await viewLinks(page).first().click();
      await expect(pageHeading(page, '服务详情')).toBeVisible();
      await expect.poll(() => trail(page)).toEqual([ROOT, '服务列表', '服务详情']);

      // To the notifications (from wherever): platform › 消息通知, and the menu shows home.
      await page.goto('/workList');
      await expect(pageHeading(page, '消息通知')).toBeVisible();
      await expect.poll(() => trail(page)).toEqual([ROOT, '消息通知']);
      await expect(menu.getByRole('menuitem', { name: '集团首页' })).toHaveClass(/selected/);
      await expect(menu.getByRole('menuitem', { name: '服务列表' })).not.toHaveClass(/selected/);

      // A notification, its work order, back to the list: the trail never grows past what was walked.
      for (let i = 0; i < 3; i++) {
        await main(page)
          .getByRole('list', { name: '消息通知' })
          .getByRole('listitem')
          .nth(i)
          .getByRole('link')
          .first()
          .click();
        await expect(pageHeading(page, '消息详情')).toBeVisible();
        const open = main(page).getByRole('link', { name: '查看工单' });
        if (await open.count()) {
          await open.click();
          await expect(pageHeading(page, '服务详情')).toBeVisible();
          await expect.poll(() => trail(page)).toEqual([ROOT, '消息通知', '消息详情', '服务详情']);
        }
        await breadcrumb(page).getByText('消息通知', { exact: true }).click();
        await expect.poll(() => trail(page)).toEqual([ROOT, '消息通知']);
      }
    },
  );
});

test.describe("plan detail's drill-down (issue 8)", { tag: '@desktop' }, () => {
  test('查看工单 of a company-and-type row lists as many orders as the row plans', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.hq.account);
    await page.goto('/planDetail');
    const byType = main(page).getByRole('table', { name: '各服务类型计划完成情况' });
    await expect(byType.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await waitForIdle(page);
    // Rows of a company that has sub-companies are the telling ones: take the first rows.
    for (const index of [1, 2]) {
      const row = byType.getByRole('row').nth(index);
      const planned = Number((await row.getByRole('cell').nth(2).innerText()).trim());
      const name = (await row.getByRole('cell').nth(0).innerText()).trim();
      await row.getByRole('button', { name: /查看.*工单/ }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'orders');
      await expect(main(page).getByRole('button', { name: /返回计划/ })).toBeVisible();
      await expect(main(page).getByRole('table', { name: '服务列表' })).toBeVisible();
      await waitForIdle(page);
      expect(await listTotal(page), `${name}: 共 N 条 = 计划数`).toBe(planned);
      await main(page)
        .getByRole('button', { name: /返回计划/ })
        .click();
      await expect(byType).toBeVisible();
      await waitForIdle(page);
    }
  });
});

test.describe(
  'phone lists: one filter control, removable tags, cards that open (issue 8)',
  {
    tag: '@mobile',
  },
  () => {
    test('the filters are in a sheet; the one in force is a tag that removes it; a tap opens a card', async ({
      signedIn,
      page,
    }) => {
      await signedIn(ACCOUNTS.store.account);
      await openOrderList(page, { path: '/serviceReport', title: '服务列表' });
      // No stack of fields above the list: the first work order is on the first screen.
      const first = main(page)
        .getByRole('list', { name: '服务列表' })
        .getByRole('listitem')
        .first();
      expect((await first.boundingBox())?.y ?? 9999).toBeLessThan(844);
      await expect(main(page).getByLabel('状态', { exact: true })).toHaveCount(0);
      await expect(main(page).getByText('操作', { exact: true })).toHaveCount(0);

      await button(main(page), '筛选').click();
      const sheet = page.getByRole('dialog', { name: '筛选条件' });
      await expect(sheet).toBeVisible();
      await choose(page, sheet.getByLabel('状态', { exact: true }), '已完成');
      await button(sheet, '完成').click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'finished');
      const tags = main(page).getByRole('list', { name: '已选筛选条件' });
      await expect(tags.getByText('状态：已完成')).toBeVisible();
      await waitForIdle(page);

      await tags.getByLabel('移除筛选：状态').click();
      await expect(page).toHaveURL((url) => !url.searchParams.has('status'));
      await expect(tags).toHaveCount(0);

      // A tap on the card body (not its title) opens the visit.
      await waitForIdle(page);
      await main(page)
        .getByRole('list', { name: '服务列表' })
        .getByRole('listitem')
        .first()
        .getByText('计划日期')
        .click();
      await expect(pageHeading(page, '服务详情')).toBeVisible();
    });

    test('a visit on a phone: long sections folded with their counts, devices by area', async ({
      signedIn,
      page,
    }) => {
      await signedIn(ACCOUNTS.store.account);
      await openOrderList(page, WORK_ORDER_LISTS.completedThisYear);
      await viewLinks(page).first().click();
      await expect(pageHeading(page, '服务详情')).toBeVisible();
      const devices = region(page, '设备检查');
      const fold = devices.getByRole('button', { name: /设备检查/ });
      await expect(fold).toHaveAttribute('aria-expanded', 'false');
      await expect(fold).toContainText('台设备');
      await fold.click();
      await devices
        .getByRole('button', { name: /^查看.+的设备$/ })
        .first()
        .click();
      await expect(
        devices.getByRole('list', { name: '设备检查' }).getByRole('listitem').first(),
      ).toBeVisible();
      // Folded, the page is a few screens, not 4,000 px.
      await fold.click();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(3200);
    });
  },
);

test.describe('toasts and a way back (issue 8)', () => {
  test('a toast opens below the header', { tag: '@desktop' }, async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.hq.account);
    await headerAction(page, '修改密码').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('旧密码') });
    await dialog.getByLabel('旧密码').fill('Not@ThePassword1');
    await dialog.getByLabel('新密码').fill('Whatever@2026');
    await dialog.getByLabel('确认密码').fill('Whatever@2026');
    await button(dialog, '确定').or(button(dialog, '确认')).first().click();
    const notice = toast(page, /密码/);
    await expect(notice).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    // Polled: the toast slides in from above, so its first frames sit higher than its place.
    await expect
      .poll(async () => (await notice.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 60));
  });

  test('a work order that does not exist offers the way back to its list', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.store.account);
    await page.goto('/serviceReport/serviceDetail?id=2147483000');
    await expect(main(page).getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await button(main(page), '返回服务列表').click();
    await expect(page).toHaveURL((url) => url.pathname === '/serviceReport');
  });
});

test.describe('feedback records (issue 8)', { tag: '@desktop' }, () => {
  test('a record without a photo says there is none', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.hq.account);
    await page.goto('/feedback?tab=records');
    const table = main(page).getByRole('table');
    // Loaded: while the records load, the one body row is antd's empty state, whose
    // picture is an img too (counting then gave 1 where 10 rows say 无图片).
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(table.locator('.ant-table-placeholder')).toHaveCount(0);
    await waitForIdle(page);
    const rows = table.getByRole('row');
    const count = await rows.count();
    const withoutPhoto = await rows.filter({ hasNot: page.getByRole('img') }).count();
    // Every row but the header shows photos or says 无图片.
    await expect(table.getByText('无图片')).toHaveCount(withoutPhoto - 1);
    expect(count).toBeGreaterThan(1);
  });
});

/** The report's document inside its frame. */
async function reportFrame(page: Page) {
  await openOrderList(page, WORK_ORDER_LISTS.completedThisYear);
  const id = await viewLinks(page)
    .first()
    .evaluate((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('id'));
  await page.goto(`/serviceReport/reportPreview?id=${id}`);
  const frame = main(page).locator('iframe');
  await expect(frame).toBeVisible({ timeout: 20_000 });
  await expect(frame.contentFrame().getByRole('heading', { name: '服务报告' })).toBeVisible();
  return frame;
}

test.describe('the report preview (issue 8)', () => {
  test(
    'on a desktop it is shown at its full height, without a scrollbar of its own',
    {
      tag: '@desktop',
    },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.store.account);
      const frame = await reportFrame(page);
      await expect
        .poll(async () => {
          const shown = (await frame.boundingBox())?.height ?? 0;
          const content = await frame.evaluate(
            (f) => (f as HTMLIFrameElement).contentDocument?.documentElement.scrollHeight ?? 0,
          );
          return Math.abs(shown - 2 - content) <= 2 && content > 900;
        })
        .toBe(true);
    },
  );

  test(
    'on a phone its tables become key-value rows, nothing wider than the screen',
    {
      tag: '@mobile',
    },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.store.account);
      const frame = await reportFrame(page);
      const report = frame.contentFrame();
      const layout = await frame.evaluate((f) => {
        const doc = (f as HTMLIFrameElement).contentDocument;
        const cell = doc?.querySelector('td[data-label]');
        return {
          overflow:
            (doc?.documentElement.scrollWidth ?? 0) - (doc?.documentElement.clientWidth ?? 0),
          display: cell ? getComputedStyle(cell).display : '',
          label: cell ? getComputedStyle(cell, '::before').content : '',
        };
      });
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.display).toBe('flex');
      expect(layout.label).toBe('"工单编号"');
      await expect(report.getByText('FW', { exact: false }).first()).toBeVisible();
    },
  );
});
