import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from '../support/portal';
import { orderList, viewLinks } from '../support/service';
import { benchVisits } from './visits';

/**
 * The main pages the benchmark measures (issue 13): where a customer lands and what it
 * waits for. `ready` is what "the page's data is shown" means for that page: a locator that
 * appears only once the page's first data call has answered and been drawn. The visits are
 * found through the API when the run starts (visits.ts): which are finished depends on the
 * day the portal was seeded.
 */
export type Device = 'mobile' | 'desktop';
export type Who = 'store' | 'hq';

export interface BenchPage {
  name: string;
  /** The path opened throttled; the login pages are opened logged out. */
  path: string | ((device: Device) => string);
  /** Logged in as; none for the login page. */
  who?: Who;
  devices: Device[];
  /** Shown once the page's data is: the time to it is "data shown". */
  ready: (page: Page) => Locator;
  /**
   * The page's main interactions, measured for INP once the page is ready, in this order
   * on the same page (one that leaves the page comes last).
   */
  interactions?: Interaction[];
}

export interface Interaction {
  name: string;
  devices?: Device[];
  /** What the person does (the clicks whose event timings INP takes). */
  act: (page: Page, device: Device) => Promise<void>;
  /** Resolves once the interaction's result is shown. */
  done: (page: Page) => Promise<void>;
}

const text = (t: string) => (page: Page) => page.getByText(t, { exact: true }).first();
const heading = (t: string) => (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 4, name: t, exact: true });
/** Waits until the locator's first match is visible. */
const shown = (locator: Locator) => locator.first().waitFor({ timeout: 60_000 });

/** The service list's filters: a row on a desktop; on a phone, a sheet that 筛选 opens. */
const serviceFilters = (page: Page) =>
  page.getByRole('main').getByRole('search', { name: '筛选条件' });

/**
 * Changing a filter of the service list (its status to 已完成), as a person does it: on a
 * desktop in the row above the list; on a phone 筛选, the status in the sheet, 完成.
 */
const changeFilter: Interaction = {
  name: 'change a filter',
  act: async (page, device) => {
    const sheet = page.getByRole('dialog', { name: '筛选条件' });
    if (device === 'mobile')
      await serviceFilters(page).getByRole('button', { name: '筛选', exact: true }).click();
    const panel = device === 'mobile' ? sheet : serviceFilters(page);
    await choose(page, panel.getByRole('combobox', { name: /^状态\s*:?$/ }), '已完成');
    if (device === 'mobile') await sheet.getByRole('button', { name: '完成', exact: true }).click();
  },
  // The list shows the finished visits only (what the filter asked the server for).
  done: async (page) => {
    await page.waitForURL((url) => url.searchParams.get('status') === 'finished');
    await expect(orderList(page, '服务列表')).not.toContainText(/待签字|待服务|服务中|已取消/, {
      timeout: 60_000,
    });
    await shown(viewLinks(page));
  },
};

/**
 * Switching company (spec §4): the header's switcher, then another group company of the
 * account; the choice is stored and the page reloads for it. Its INP takes the choice's
 * event from the page before the reload (bench/measure.ts keeps it in sessionStorage).
 */
const switchCompany: Interaction = {
  name: 'switch company',
  devices: ['desktop'],
  act: async (page) => {
    // Another company with sub-companies than the one in force: a company of its own
    // (isHq false), so the reload takes it from /groupHome to its home (spec §2).
    const chosen = await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('companyList') ?? '[]') as {
        memberName: string;
        memberInfoList?: unknown[];
      }[];
      const current = localStorage.getItem('companyName');
      return list.find((c) => c.memberInfoList?.length && c.memberName !== current)?.memberName;
    });
    if (!chosen) throw new Error('The account has no other group company to switch to.');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /切换公司/ })
      .first()
      .click();
    const switcher = page.getByRole('list', { name: '切换公司' }).filter({ visible: true });
    const reloaded = page.waitForEvent('load', { timeout: 120_000 });
    await switcher.getByRole('button', { name: chosen, exact: true }).click();
    await reloaded;
    await expect(page.getByRole('banner')).toContainText(chosen, { timeout: 60_000 });
  },
  // The chosen company's home, its data drawn.
  done: (page) => shown(text('本年总工单')(page)),
};

export const BENCH_PAGES: BenchPage[] = [
  {
    name: 'login',
    path: (device) => (device === 'mobile' ? '/mlogin' : '/login'),
    devices: ['mobile', 'desktop'],
    // Usable: the real form (React's, not index.html's first frame) takes input.
    ready: (page) => page.locator('form input[type="password"]:not([disabled])').first(),
  },
  {
    name: 'home',
    path: '/home',
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: text('本年总工单'),
    interactions: [
      {
        name: 'open the scan dialog',
        devices: ['mobile'],
        act: (page) => page.getByRole('button', { name: '扫一扫' }).click(),
        done: (page) => shown(page.getByRole('dialog').filter({ hasText: '扫一扫' })),
      },
    ],
  },
  {
    name: 'group home',
    path: '/groupHome',
    who: 'hq',
    devices: ['mobile', 'desktop'],
    ready: text('未关闭风险'),
    interactions: [switchCompany],
  },
  {
    name: 'service list',
    path: '/serviceReport',
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: (page) => viewLinks(page).first(),
    interactions: [
      changeFilter,
      {
        name: 'open a visit',
        act: (page) => viewLinks(page).first().click(),
        done: (page) => shown(heading('服务详情')(page)),
      },
    ],
  },
  {
    name: 'visit detail',
    path: () => `/serviceReport/serviceDetail?id=${benchVisits().finished}`,
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: (page) =>
      page
        .getByRole('main')
        .getByText(/工单编号/)
        .first(),
  },
  {
    name: 'report preview',
    path: () => `/serviceReport/reportPreview?id=${benchVisits().finished}`,
    who: 'store',
    devices: ['mobile', 'desktop'],
    // The report itself: its HTML in the sandboxed frame, not the page's own heading.
    ready: (page) =>
      page
        .frameLocator('iframe')
        .first()
        .getByText(/工单编号/)
        .first(),
  },
  {
    name: 'sign-off',
    path: () => `/serviceReport/evaluateSignature?id=${benchVisits().awaitingSignature}`,
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: (page) =>
      page
        .getByRole('main')
        .getByText(/^工单编号：/)
        .first(),
  },
  {
    name: 'data trends',
    path: '/dataTrend',
    who: 'hq',
    devices: ['mobile', 'desktop'],
    // The summary line under the charts: "{n}台设备，共检查{n}次，捕获{n}只".
    ready: (page) => page.getByText(/共检查\d+次/).first(),
  },
  {
    name: 'site plan',
    // The first area of the company: the page picks it when the address names none.
    path: '/home/sitePlan',
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: text('设备清单'),
  },
  {
    name: 'alert rules',
    path: '/alertRules',
    who: 'store',
    devices: ['mobile', 'desktop'],
    // The rule count under the intro, shown once the rules have answered.
    ready: (page) => page.getByText(/^共 \d+ 条预警规则$/).first(),
  },
  {
    name: 'qualification files',
    path: '/qualificationFile',
    who: 'store',
    devices: ['mobile', 'desktop'],
    // The count line reads 30天内到期 N 份 (one text): matched whole, N any number.
    ready: (page: Page) => page.getByText(/^30天内到期 \d+ 份$/).first(),
  },
  {
    name: 'feedback',
    path: '/feedback',
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: text('反馈内容'),
  },
  {
    name: 'QR query result',
    path: '/qrcodeQuery?qrcode=D10-001',
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: text('服务记录'),
  },
];

export function pathOf(page: BenchPage, device: Device): string {
  return typeof page.path === 'function' ? page.path(device) : page.path;
}
