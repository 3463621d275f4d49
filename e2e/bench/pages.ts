import type { Locator, Page } from '@playwright/test';
import { viewLinks } from '../support/service';

/**
 * The main pages the benchmark measures (issue 13): where a customer lands and what it
 * waits for. `ready` is what "the page's data is shown" means for that page: a locator that
 * appears only once the page's first data call has answered and been drawn. The record ids
 * are the seed's (deterministic, the same as the layout guard's: e2e/support/guard-pages-*).
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
  /** The page's main interaction, measured for INP once the page is ready. */
  interaction?: Interaction;
}

export interface Interaction {
  name: string;
  devices?: Device[];
  /** What the person does (the clicks whose event timings INP takes). */
  act: (page: Page) => Promise<void>;
  /** Visible once the interaction's result is shown. */
  done: (page: Page) => Locator;
}

const text = (t: string) => (page: Page) => page.getByText(t, { exact: true }).first();
const heading = (t: string) => (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 4, name: t, exact: true });

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
    interaction: {
      name: 'open the scan dialog',
      devices: ['mobile'],
      act: (page) => page.getByRole('button', { name: '扫一扫' }).click(),
      done: (page) => page.getByRole('dialog').filter({ hasText: '扫一扫' }),
    },
  },
  {
    name: 'group home',
    path: '/groupHome',
    who: 'hq',
    devices: ['mobile', 'desktop'],
    ready: text('未关闭风险'),
    interaction: {
      name: 'open the company switcher',
      devices: ['desktop'],
      act: (page) =>
        page
          .getByRole('banner')
          .getByRole('button', { name: /切换公司/ })
          .first()
          .click(),
      done: (page) => page.getByRole('list', { name: '切换公司' }).filter({ visible: true }),
    },
  },
  {
    name: 'service list',
    path: '/serviceReport',
    who: 'store',
    devices: ['mobile', 'desktop'],
    ready: (page) => viewLinks(page).first(),
    interaction: {
      name: 'open a visit',
      act: (page) => viewLinks(page).first().click(),
      done: heading('服务详情'),
    },
  },
  {
    name: 'visit detail',
    path: '/serviceReport/serviceDetail?id=388',
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
    path: '/serviceReport/reportPreview?id=388',
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
    path: '/serviceReport/evaluateSignature?id=365',
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
    ready: text('30天内到期'),
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
