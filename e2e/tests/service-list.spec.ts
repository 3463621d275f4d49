import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test, type Device } from '../support/fixtures';
import { choose, pressWhereShown, waitForIdle } from '../support/portal';
import {
  main,
  orderList,
  pageHeading,
  region,
  shownOrderNumbers,
  viewLink,
  viewLinks,
} from '../support/service';

const TITLE = '服务列表';

function filters(page: Page): Locator {
  return main(page).getByRole('search', { name: '筛选条件' });
}

/** The phone's filter sheet (a dialog from the bottom, opened by 筛选). */
function sheet(page: Page): Locator {
  return page.getByRole('dialog', { name: '筛选条件' });
}

/**
 * Where the filter fields are: the row above the list on a desktop; on a phone, the sheet
 * that the 筛选 button opens (issue 8), opened here as a person would.
 */
async function openFilters(page: Page, device: Device): Promise<Locator> {
  if (device === 'desktop') return filters(page);
  await filters(page).getByRole('button', { name: '筛选', exact: true }).click();
  await expect(sheet(page)).toBeVisible();
  return sheet(page);
}

/** Done with the filters: on a phone, 完成 closes the sheet; a desktop's row stays. */
async function closeFilters(page: Page, device: Device): Promise<void> {
  if (device === 'desktop') return;
  await sheet(page).getByRole('button', { name: '完成', exact: true }).click();
  await expect(sheet(page)).toBeHidden();
}

/** A filter's combobox; antd's inline form labels end in a colon on a desktop. */
function filter(panel: Locator, label: string): Locator {
  return panel.getByRole('combobox', { name: new RegExp(`^${label}\\s*:?$`) });
}

/** The pager shows `n` as the current page: the active item on a desktop, the page field on a phone. */
async function expectCurrentPage(page: Page, device: Device, n: number): Promise<void> {
  if (device === 'desktop') {
    await expect(main(page).getByRole('listitem', { name: String(n), exact: true })).toHaveClass(
      /ant-pagination-item-active/,
    );
  } else {
    await expect(main(page).getByRole('textbox', { name: '跳至' })).toHaveValue(String(n));
  }
}

/** Wait for the rows of a new view: different from `before`, loaded. */
async function rowsAfter(page: Page, before: string[]): Promise<string[]> {
  await expect.poll(() => shownOrderNumbers(page)).not.toEqual(before);
  await waitForIdle(page);
  await expect(viewLinks(page).first()).toBeVisible();
  return shownOrderNumbers(page);
}

test.describe('service list (issue 3: filter, page, back and reload to the same view)', () => {
  test('filter by status, go to page 2, open a visit, come back and reload: the same view', async ({
    signedIn,
    page,
    device,
  }) => {
    await signedIn(ACCOUNTS.store.account, '/serviceReport');
    await expect(pageHeading(page, TITLE)).toBeVisible({ timeout: 20_000 });
    await expect(orderList(page, TITLE)).toBeVisible();
    await waitForIdle(page);
    await expect(viewLinks(page).first()).toBeVisible();

    // The filters: status, plan date range, service type; a single company has no member filter.
    const panel = await openFilters(page, device);
    await expect(filter(panel, '状态')).toBeVisible();
    await expect(filter(panel, '服务类型')).toBeVisible();
    await expect(panel.getByPlaceholder('开始日期')).toBeVisible();
    await expect(panel.getByPlaceholder('结束日期')).toBeVisible();
    await expect(filter(panel, '服务公司')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: '重置' })).toBeVisible();

    let rows = await shownOrderNumbers(page);
    await choose(page, filter(panel, '状态'), '已完成');
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'finished');
    await closeFilters(page, device);
    rows = await rowsAfter(page, rows);
    if (device === 'mobile') {
      // The filter in force shows as a tag under the 筛选 button.
      await expect(
        filters(page).getByRole('list', { name: '已选筛选条件' }).getByText('状态：已完成'),
      ).toBeVisible();
    }
    await expect(orderList(page, TITLE)).not.toContainText(/待签字|待服务|服务中|已取消/);

    if (device === 'desktop') {
      // Sort by plan date, oldest first (the server sorts; the header says so).
      const header = main(page).getByRole('columnheader', { name: '计划日期' });
      await header.click();
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get('sort') === 'planDate' && url.searchParams.get('order') === 'asc',
      );
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      rows = await rowsAfter(page, rows);
      await main(page).getByRole('listitem', { name: '2', exact: true }).click();
    } else {
      await main(page)
        .getByRole('listitem', { name: '下一页', exact: true })
        .getByRole('button')
        .click();
    }
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    rows = await rowsAfter(page, rows);
    await expectCurrentPage(page, device, 2);
    await expect(orderList(page, TITLE)).not.toContainText(/待签字|待服务|服务中|已取消/);
    const view = page.url();
    const total = await main(page)
      .getByText(/^共 \d+ 条$/)
      .innerText();

    // Open one visit of page 2.
    const opened = rows[Math.min(3, rows.length - 1)] as string;
    await viewLink(page, opened).click();
    await expect(page).toHaveURL((url) => url.pathname === '/serviceReport/serviceDetail');
    await expect(pageHeading(page, '服务详情')).toBeVisible();
    await expect(region(page, '工单信息')).toContainText(opened);

    const expectSameView = async () => {
      await expect(page).toHaveURL(view);
      await expect(pageHeading(page, TITLE)).toBeVisible();
      await waitForIdle(page);
      await expect.poll(() => shownOrderNumbers(page)).toEqual(rows);
      await expect(filters(page)).toContainText('已完成');
      await expectCurrentPage(page, device, 2);
      await expect(main(page).getByText(total, { exact: true })).toBeVisible();
      if (device === 'desktop') {
        await expect(main(page).getByRole('columnheader', { name: '计划日期' })).toHaveAttribute(
          'aria-sort',
          'ascending',
        );
      }
    };

    // Back: the same filter, sort, page and rows.
    await page.goBack();
    await expectSameView();

    // A reload: the same again (the view lives in the URL).
    await page.reload();
    await expectSameView();

    // 重置 clears the filter (and the page) but keeps the sort.
    const again = await openFilters(page, device);
    await again.getByRole('button', { name: '重置' }).click();
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has('status') && !url.searchParams.has('page'),
    );
    await closeFilters(page, device);
    if (device === 'mobile') {
      await expect(filters(page).getByRole('list', { name: '已选筛选条件' })).toHaveCount(0);
    }
  });

  // The phone's filter sheet: tagged @mobile, so the desktop project does not collect it.
  test(
    'on a phone the plan date’s calendar fits the screen, and a day chosen filters',
    {
      tag: '@mobile',
    },
    async ({ signedIn, page, device }) => {
      await signedIn(ACCOUNTS.store.account, '/serviceReport');
      await expect(orderList(page, TITLE)).toBeVisible({ timeout: 20_000 });
      await waitForIdle(page);
      const panel = await openFilters(page, device);
      await panel.getByPlaceholder('开始日期').click();
      const calendar = page.locator('.ant-picker-dropdown').filter({ visible: true });
      await expect(calendar).toBeVisible();
      // One month, whole on the screen: a range picker's two months were cut at its left edge.
      await expect(calendar.locator('.ant-picker-header-view')).toHaveCount(1);
      const box = (await calendar.locator('.ant-picker-panel').first().boundingBox())!;
      const width = page.viewportSize()?.width ?? 0;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await pressWhereShown(page, calendar.getByText('1', { exact: true }).first());
      await expect(page).toHaveURL((url) => /-01$/.test(url.searchParams.get('start') ?? ''));
    },
  );

  test('a headquarters account filters by member company', async ({ signedIn, page, device }) => {
    await signedIn(ACCOUNTS.hq.account, '/serviceReport');
    await expect(orderList(page, TITLE)).toBeVisible({ timeout: 20_000 });
    await waitForIdle(page);
    await expect(viewLinks(page).first()).toBeVisible();
    const totalOf = async () =>
      Number(
        (
          await main(page)
            .getByText(/^共 \d+ 条$/)
            .innerText()
        ).match(/\d+/)?.[0],
      );
    const all = await totalOf();

    const panel = await openFilters(page, device);
    const member = filter(panel, '服务公司');
    await expect(member).toBeVisible();
    // By keyboard: open the list (the headquarters itself comes first, covering every
    // member) and take the next company.
    const before = await shownOrderNumbers(page);
    await member.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => /^\d+$/.test(url.searchParams.get('member') ?? ''));
    await closeFilters(page, device);
    await rowsAfter(page, before);
    const filtered = await totalOf();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
  });
});
