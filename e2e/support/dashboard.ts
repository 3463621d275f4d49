import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The dashboard section (mfe-dashboard) as a user meets it: figures that are links,
 * charts in named regions, filters, found by role and the section's texts (zh-CN).
 */

/** The home page's charts, by their titles. */
export const HOME_CHARTS = [
  '每月虫害数量',
  '风险趋势',
  '虫害种类分布',
  '各区域虫害数量',
  '各区域设备',
];

/** The group home's charts, by their titles. */
export const GROUP_CHARTS = [
  '各成员公司风险数量',
  '风险类型分布',
  '风险跟进情况',
  '每月满意度',
  '服务评分分布',
  '各等级风险数量',
  '成员公司整改情况',
  '各地区风险对比',
];

/** A figure of the group home (not a link): its value under its title. */
export async function statisticValue(page: Page, title: string): Promise<string> {
  const card = page
    .getByRole('main')
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  return card.locator('.ant-statistic-content').innerText();
}

/** The five figures: their label and the list each opens (with that list's page title). */
export const HOME_FIGURES = [
  { label: '待签字', path: '/serviceReportStatus', title: '待签字工单' },
  { label: '本月待服务', path: '/waitingServiceStatus', title: '本月待服务工单' },
  { label: '剩余未服务', path: '/remainingWorkOrders', title: '剩余未服务工单' },
  { label: '本年总工单', path: '/annualTotalWorkOrder', title: '本年度工单总数' },
  { label: '本年已完成', path: '/completedCurrentYear', title: '本年度已完成' },
] as const;

export function chartRegion(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/**
 * The drawn chart of a region: ECharts' canvas inside its img-role box (the card's own
 * controls, a select's arrow icon, are images too).
 */
export function chartImage(page: Page, title: string): Locator {
  return chartRegion(page, title).locator('[_echarts_instance_][role="img"]');
}

/**
 * Scroll a chart's card into view, as a person looks at it: a chart is drawn only when it
 * comes near the screen (mfe-dashboard's near-viewport.ts). Again if the card was replaced
 * under the scroll (its loading state giving way to the chart).
 */
async function lookAtChart(page: Page, title: string): Promise<void> {
  await expect(async () => {
    await chartRegion(page, title).scrollIntoViewIfNeeded({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

/** ECharts' own description of the data drawn (its aria option), to see a chart change. */
export async function chartDescription(page: Page, title: string): Promise<string> {
  await lookAtChart(page, title);
  return (await chartImage(page, title).getAttribute('aria-label')) ?? '';
}

/** A figure's link (its name is the label and the figure) and the number it shows. */
export function figureLink(page: Page, label: string): Locator {
  return page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}\\s*[\\d,]+$`) });
}

export async function figureValue(page: Page, label: string): Promise<number> {
  const link = figureLink(page, label);
  await expect(link).toBeVisible({ timeout: 20_000 });
  return Number((await link.innerText()).replace(label, '').replace(/[^\d]/g, ''));
}

/** Every chart of the page drawn with data: a canvas in each region, no empty state. */
export async function expectChartsDrawn(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    // The first chart waits for the remote's chunk, ECharts and the data: generous on a busy machine.
    await expect(chartRegion(page, title)).toBeVisible({ timeout: 45_000 });
    await lookAtChart(page, title);
    await expect(chartImage(page, title).locator('canvas')).toBeVisible({ timeout: 45_000 });
    await expect(chartRegion(page, title).getByText('所选范围内暂无数据')).toHaveCount(0);
  }
  // Back to the top, where the page opened: a test goes on from there.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A click on a chart's mark, repeated as a person repeats it when the first lands while the
 * marks still grow into place (echarts animates a chart in after drawing it, and the charts
 * are drawn one a task, so the last may have just appeared): until the URL shows the
 * drill-down. A mark that never answers still fails.
 */
export async function clickChartUntil(
  page: Page,
  at: { x: number; y: number },
  url: RegExp,
): Promise<void> {
  await expect(async () => {
    await page.mouse.click(at.x, at.y);
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
