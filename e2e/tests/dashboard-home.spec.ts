import { ACCOUNTS } from '../support/env';
import {
  chartDescription,
  expectChartsDrawn,
  expectNoSidewaysScroll,
  figureLink,
  figureValue,
  HOME_CHARTS,
  HOME_FIGURES,
} from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { waitForIdle } from '../support/portal';
import { listTotal, pageHeading, viewLinks } from '../support/service';

test.describe('home page of a single company (issue 10)', () => {
  // Five charts, then five lists: each waits for a remote's chunks and its data.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
  });

  test('draws every chart with data, lists the latest notifications, no sideways scroll', async ({
    page,
  }) => {
    await expectChartsDrawn(page, HOME_CHARTS);
    const notices = page.getByRole('main').getByRole('region', { name: '最新通知' });
    // A notification's link (the card's header holds the alert rules and 查看全部 links).
    await expect(notices.getByRole('listitem').first().getByRole('link')).toBeVisible();
    await waitForIdle(page);
    await expectNoSidewaysScroll(page);
  });

  test('each figure opens its list, which shows the same count', async ({ page }) => {
    for (const figure of HOME_FIGURES) {
      if (page.url().endsWith('/home') === false) await page.goto('/home');
      const value = await figureValue(page, figure.label);
      await figureLink(page, figure.label).click();
      await expect(page).toHaveURL((url) => url.pathname === figure.path);
      await expect(pageHeading(page, figure.title)).toBeVisible({ timeout: 20_000 });
      await waitForIdle(page);
      if (value === 0) await expect(page.getByRole('main').getByText('暂无工单')).toBeVisible();
      else {
        await expect(viewLinks(page).first()).toBeVisible({ timeout: 30_000 });
        expect(await listTotal(page)).toBe(value);
      }
      await page.goBack();
    }
  });

  test('choosing an area redraws the charts for that area and keeps it on reload', async ({
    page,
  }) => {
    await expectChartsDrawn(page, HOME_CHARTS);
    const before = await chartDescription(page, '各区域虫害数量');
    const area = page.getByRole('main').getByRole('combobox', { name: '区域' });
    await area.click();
    // antd keeps its role=option list for screen readers hidden; the user clicks the shown item.
    const name = (await page.getByRole('option').nth(1).getAttribute('aria-label')) ?? '';
    await page.getByTitle(name, { exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/area=\d+/);
    await expect.poll(() => chartDescription(page, '各区域虫害数量')).not.toBe(before);
    expect(await chartDescription(page, '各区域虫害数量')).toContain(name);
    await page.reload();
    await expect(page.getByRole('main').getByTitle(name)).toBeVisible({ timeout: 20_000 });
  });

  test('a later start date narrows the monthly chart to the months chosen and stays on reload', async ({
    page,
  }) => {
    await expectChartsDrawn(page, HOME_CHARTS);
    const before = await chartDescription(page, '每月虫害数量');
    const start = new Date();
    start.setDate(1);
    start.setMonth(start.getMonth() - 2);
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-01`;
    const picker = page.getByRole('main').getByRole('textbox', { name: '开始日期' });
    await picker.click();
    await picker.fill(day);
    await picker.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('start') === day);
    await expect.poll(() => chartDescription(page, '每月虫害数量')).not.toBe(before);
    // ECharts names the axis' months in its description (2026年9月): twelve before, three now.
    const monthsOf = (text: string) => new Set(text.match(/\d{4}年\d{1,2}月/g) ?? []).size;
    expect(monthsOf(before)).toBeGreaterThan(3);
    expect(monthsOf(await chartDescription(page, '每月虫害数量'))).toBe(3);
    await page.reload();
    await expect(picker).toHaveValue(day, { timeout: 20_000 });
  });
});

test.describe('a headquarters account has no Home (spec §2)', () => {
  test('opening / or /home lands on the group home', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.hq.account, '/groupHome');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/groupHome');
    await page.goto('/home');
    await expect(page).toHaveURL((url) => url.pathname === '/groupHome', { timeout: 20_000 });
  });
});
