import { ACCOUNTS } from '../support/env';
import {
  clickChartUntil,
  chartDescription,
  chartImage,
  chartRegion,
  expectChartsDrawn,
  expectNoSidewaysScroll,
  GROUP_CHARTS,
  statisticValue,
} from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { waitForIdle } from '../support/portal';

test.describe('group home of a headquarters account (issue 10)', () => {
  // Five charts, each waiting for the remote's chunks, ECharts and its data.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.hq.account, '/groupHome');
  });

  test('draws every chart with data and fits the screen', async ({ page }) => {
    await expectChartsDrawn(page, GROUP_CHARTS);
    expect(Number(await statisticValue(page, '覆盖公司'))).toBeGreaterThan(1);
    await waitForIdle(page);
    await expectNoSidewaysScroll(page);
  });

  test('a member company chosen in the filter narrows figures and charts; reset widens again', async ({
    page,
  }) => {
    await expectChartsDrawn(page, GROUP_CHARTS);
    const companies = await statisticValue(page, '覆盖公司');
    const before = await chartDescription(page, '各成员公司风险数量');
    await page.getByRole('main').getByRole('combobox', { name: '成员公司' }).click();
    await page
      .getByTitle('华东餐饮上海有限公司', { exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/member=\d+/);
    await expect.poll(() => statisticValue(page, '覆盖公司')).toBe('3');
    await expect.poll(() => chartDescription(page, '各成员公司风险数量')).not.toBe(before);
    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(() => statisticValue(page, '覆盖公司')).toBe(companies);
  });

  test('a service provider and a shorter period narrow the figures; both stay in the address', async ({
    page,
  }) => {
    await expectChartsDrawn(page, GROUP_CHARTS);
    const main = page.getByRole('main');
    const before = await chartDescription(page, '各成员公司风险数量');
    await main.getByRole('combobox', { name: '服务商' }).click();
    // The first provider of the list (antd's role=option list is for screen readers).
    const name = (await page.getByRole('option').nth(1).getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    await page.getByTitle(name, { exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/pco=\d+/);
    await expect.poll(() => chartDescription(page, '各成员公司风险数量')).not.toBe(before);

    const narrowed = await chartDescription(page, '各成员公司风险数量');
    const start = new Date();
    start.setDate(1);
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-01`;
    const picker = main.getByRole('textbox', { name: '开始日期' });
    await picker.click();
    await picker.fill(day);
    await picker.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('start') === day);
    await expect.poll(() => chartDescription(page, '各成员公司风险数量')).not.toBe(narrowed);
    await page.reload();
    await expect(main.getByTitle(name)).toBeVisible({ timeout: 20_000 });
    await expect(picker).toHaveValue(day);
  });

  test('clicking the company with the most risks drills into it, Back returns @desktop', async ({
    page,
  }) => {
    await expectChartsDrawn(page, GROUP_CHARTS);
    const chart = chartImage(page, '各成员公司风险数量');
    const box = (await chart.boundingBox())!;
    // The ranking is a horizontal bar chart, largest on top: its top bar spans most of the width.
    await clickChartUntil(page, { x: box.x + box.width * 0.6, y: box.y + 24 }, /member=\d+/);
    await expect.poll(async () => Number(await statisticValue(page, '覆盖公司'))).toBeLessThan(9);
    await page.goBack();
    await expect(page).not.toHaveURL(/member=/);
  });

  test('the regions compare provinces; clicking the busiest drills into its cities, the path goes back @desktop', async ({
    page,
  }) => {
    await expectChartsDrawn(page, GROUP_CHARTS);
    const title = '各地区风险对比';
    const provinces = await chartDescription(page, title);
    expect(provinces).toMatch(/上海市/);
    await chartImage(page, title).scrollIntoViewIfNeeded();
    const box = (await chartImage(page, title).boundingBox())!;
    // Provinces by risks found, most first: the first category's first bar (found) is the
    // tallest, left of the category's middle; its foot stands above the axis labels and legend.
    const plotLeft = box.x + 32;
    const category = (box.x + box.width - 16 - plotLeft) / 3;
    await clickChartUntil(
      page,
      { x: plotLeft + category / 2 - 14, y: box.y + box.height - 64 },
      /region=\d+/,
    );
    await expect.poll(() => chartDescription(page, title)).not.toBe(provinces);
    const region = chartRegion(page, title);
    await region.getByRole('button', { name: '全部地区' }).click();
    await expect(page).not.toHaveURL(/region=/);
    await expect.poll(() => chartDescription(page, title)).toBe(provinces);
  });
});
