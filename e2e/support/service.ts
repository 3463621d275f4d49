import { expect, type Locator, type Page } from '@playwright/test';
import {
  SERVICE_ENDPOINTS,
  type MessagePage,
  type MessageType,
  type TaskSummary,
} from '@pest-portal/shared/contract/service';
import { apiLogin, apiPost } from './api-client';
import { DEMO_PASSWORD } from './env';
import { waitForIdle } from './portal';

/**
 * The service section (mfe-service) as a user meets it: its lists, the visit's pages and
 * the signature pad, found by role and the section's own texts (zh-CN).
 */

/** The five work-order lists of the home page's figures (spec §2): route and page title. */
export const WORK_ORDER_LISTS = {
  awaitingSignature: { path: '/serviceReportStatus', title: '待签字工单' },
  toServeThisMonth: { path: '/waitingServiceStatus', title: '本月待服务工单' },
  remaining: { path: '/remainingWorkOrders', title: '剩余未服务工单' },
  thisYear: { path: '/annualTotalWorkOrder', title: '本年度工单总数' },
  completedThisYear: { path: '/completedCurrentYear', title: '本年度已完成' },
} as const;

export type WorkOrderList = (typeof WORK_ORDER_LISTS)[keyof typeof WORK_ORDER_LISTS];

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The page's title: every page of the section shows it as a level-4 heading. */
export function pageHeading(page: Page, title: string): Locator {
  return main(page).getByRole('heading', { level: 4, name: title, exact: true });
}

/** A list of work orders named after its page: a table on a desktop, a list of cards on a phone. */
export function orderList(page: Page, name: string): Locator {
  return main(page)
    .getByRole('table', { name, exact: true })
    .or(main(page).getByRole('list', { name, exact: true }));
}

/** Each row's 查看 link, named 查看工单 {orderNo}: one per work order shown, in both layouts. */
export function viewLinks(page: Page): Locator {
  return main(page).getByRole('link', { name: /^查看工单 \S+$/ });
}

export function viewLink(page: Page, orderNo: string): Locator {
  return main(page).getByRole('link', { name: `查看工单 ${orderNo}`, exact: true });
}

/** The order numbers of the rows shown now, in order. */
export async function shownOrderNumbers(page: Page): Promise<string[]> {
  const names = await viewLinks(page).evaluateAll((links) =>
    links.map((a) => a.getAttribute('aria-label') ?? ''),
  );
  return names.map((n) => n.replace(/^查看工单 /, ''));
}

/** Open a list page and wait until its rows (at least one) and its 共 N 条 are shown. */
export async function openOrderList(
  page: Page,
  list: { path: string; title: string },
): Promise<void> {
  const { path, title } = list;
  await page.goto(path);
  await expect(pageHeading(page, title)).toBeVisible({ timeout: 20_000 });
  await expect(orderList(page, title)).toBeVisible();
  await waitForIdle(page);
  await expect(viewLinks(page).first()).toBeVisible();
}

/** The list's total, from its 共 N 条 (the pager on a desktop, under the cards on a phone). */
export async function listTotal(page: Page): Promise<number> {
  const total = main(page).getByText(/^共 \d+ 条$/);
  await expect(total).toBeVisible();
  return Number((await total.innerText()).match(/\d+/)?.[0]);
}

/** The pager's 下一页 button (antd: an item titled 下一页; the simple pager of a phone too). */
export function nextPageButton(page: Page): Locator {
  return main(page).getByRole('listitem', { name: '下一页', exact: true }).getByRole('button');
}

/**
 * Page through the list shown until the row of `orderNo` appears; false once the last
 * page has been seen without it.
 */
export async function findOnPages(page: Page, orderNo: string, maxPages = 50): Promise<boolean> {
  for (let n = 0; n < maxPages; n++) {
    await waitForIdle(page);
    await expect(viewLinks(page).first()).toBeVisible();
    if ((await viewLink(page, orderNo).count()) > 0) return true;
    if (await nextPageButton(page).isDisabled()) return false;
    const before = await shownOrderNumbers(page);
    await nextPageButton(page).click();
    await expect.poll(() => shownOrderNumbers(page)).not.toEqual(before);
  }
  return false;
}

/** A named region of a visit's page (each part is a section labelled by its card title). */
export function region(page: Page, name: string): Locator {
  return main(page).getByRole('region', { name, exact: true });
}

/** The plan date of the visit shown on its detail page (region 工单信息). */
export async function planDateOnDetail(page: Page): Promise<string> {
  const info = region(page, '工单信息');
  await expect(info).toContainText(/计划日期\s*:?\s*\d{4}-\d{2}-\d{2}/);
  const text = await info.innerText();
  const date = text.match(/计划日期\s*:?\s*(\d{4}-\d{2}-\d{2})/)?.[1];
  if (!date) throw new Error(`no plan date in 工单信息: ${text}`);
  return date;
}

// ---- The signature pad -------------------------------------------------------------------

/** The pad: a canvas with role img named 签字板. */
export function signaturePad(page: Page): Locator {
  return region(page, '客户签字').getByRole('img', { name: '签字板', exact: true });
}

/** A stroke as fractions of the pad (0..1 across, 0..1 down): a signature-like zigzag. */
export const STROKE: ReadonlyArray<readonly [number, number]> = [
  [0.15, 0.6],
  [0.25, 0.35],
  [0.35, 0.65],
  [0.45, 0.35],
  [0.55, 0.65],
  [0.65, 0.35],
  [0.75, 0.6],
  [0.85, 0.5],
];

/** Points of STROKE in page coordinates, with `steps` points on each segment. */
async function strokeOnScreen(pad: Locator, steps = 8): Promise<{ x: number; y: number }[]> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not laid out');
  const at = ([fx, fy]: readonly [number, number]) => ({
    x: box.x + fx * box.width,
    y: box.y + fy * box.height,
  });
  const points = [at(STROKE[0] as readonly [number, number])];
  for (let i = 1; i < STROKE.length; i++) {
    const from = at(STROKE[i - 1] as readonly [number, number]);
    const to = at(STROKE[i] as readonly [number, number]);
    for (let s = 1; s <= steps; s++)
      points.push({
        x: from.x + ((to.x - from.x) * s) / steps,
        y: from.y + ((to.y - from.y) * s) / steps,
      });
  }
  return points;
}

/** Sign with the mouse: press, drag along STROKE, release. */
export async function drawWithMouse(page: Page, pad: Locator): Promise<void> {
  const [first, ...rest] = await strokeOnScreen(pad);
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y);
  await page.mouse.up();
}

/**
 * Sign with a finger: real touch input through the DevTools protocol (touchStart, a run
 * of touchMove, touchEnd), which Chromium turns into touch and pointer events as a phone
 * does. signature_pad listens to pointer events.
 */
export async function drawWithTouch(page: Page, pad: Locator): Promise<void> {
  const [first, ...rest] = await strokeOnScreen(pad);
  if (!first) return;
  const cdp = await page.context().newCDPSession(page);
  try {
    const touch = (p: { x: number; y: number }) => [
      { x: p.x, y: p.y, id: 1, radiusX: 2, radiusY: 2, force: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(first) });
    for (const p of rest)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(p) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * Whether the pad's 800×300 drawing buffer holds ink near the point at fractions (fx, fy)
 * of its shown size: the pen lands where the mouse or finger was, however CSS scales it.
 */
export function inkNear(pad: Locator, fx: number, fy: number, radius = 6): Promise<boolean> {
  return pad.evaluate(
    (canvas, [x, y, r]) => {
      const c = canvas as HTMLCanvasElement;
      const ctx = c.getContext('2d');
      if (!ctx) return false;
      const cx = Math.round(x * c.width);
      const cy = Math.round(y * c.height);
      const data = ctx.getImageData(cx - r, cy - r, 2 * r + 1, 2 * r + 1).data;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) return true;
      return false;
    },
    [fx, fy, radius] as const,
  );
}

/** The drawing buffer's size (spec §9: 800×300 whatever the shown size). */
export function padBuffer(
  pad: Locator,
): Promise<{ width: number; height: number; shownWidth: number }> {
  return pad.evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    return { width: c.width, height: c.height, shownWidth: c.getBoundingClientRect().width };
  });
}

/** Today's year in China time (the API's "this year"). */
export function chinaYear(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(
    new Date(),
  );
}

/**
 * The text of a report PDF (pdfkit, one embedded font): the API's own test extractor,
 * which maps the content streams' glyph ids back through the font's ToUnicode map. A
 * pure function over node:zlib, so the suites need neither poppler nor a PDF library.
 */
export { pdfText } from '../../api/src/service/testing/pdf-text';

/**
 * The path of the account's newest notification titled `title` (a type of notification the
 * seed makes), found through the API. Which notifications the seed keeps depends on the
 * day it runs (only recent ones), so their ids are not fixed: a suite asks for one.
 */
export async function notificationPath(
  account: string,
  msgType: MessageType,
  title: string,
): Promise<string> {
  const { data: session } = await apiLogin(account, DEMO_PASSWORD);
  for (let pageNum = 1; pageNum <= 20; pageNum++) {
    const { data } = await apiPost<MessagePage>(
      '/customer/message/page',
      { pageNum, pageSize: 50, msgType },
      session,
    );
    const found = data.list.find((m) => m.title === title);
    if (found) return `/workDetail?id=${found.id}`;
    if (pageNum * 50 >= data.total) break;
  }
  throw new Error(`${account} has no notification titled ${title}`);
}

const firstVisits = new Map<string, Promise<number>>();

/** The lists of visits a test or the benchmark takes its first from. */
type VisitList = 'finishTaskPage' | 'waitSignOrderPage';

/**
 * A finished visit of `account` (it has a report), found through the API once per worker:
 * which of the seed's visits are finished depends on the day it runs (its dates are the
 * day's, in China's time): on 2026-11-29 (CST) the store's visit 388 had no report.
 */
export function finishedVisitId(account: string, base?: string): Promise<number> {
  return firstVisitId(account, 'finishTaskPage', base);
}

/** A visit of `account` awaiting its signature, found as finishedVisitId finds a finished one. */
export function visitAwaitingSignatureId(account: string, base?: string): Promise<number> {
  return firstVisitId(account, 'waitSignOrderPage', base);
}

/** The first visit of `list`, asked once per account and API address. */
function firstVisitId(account: string, list: VisitList, base?: string): Promise<number> {
  const key = `${account} ${list} ${base ?? ''}`;
  let found = firstVisits.get(key);
  if (!found) {
    found = askFirstVisitId(account, list, base);
    firstVisits.set(key, found);
    // A failed ask is asked again by the next page, not kept.
    found.catch(() => firstVisits.delete(key));
  }
  return found;
}

async function askFirstVisitId(account: string, list: VisitList, base?: string): Promise<number> {
  const { data: session } = await apiLogin(account, DEMO_PASSWORD, base);
  const { data } = await apiPost<{ list: TaskSummary[] }>(
    SERVICE_ENDPOINTS[list].path,
    { pageNum: 1, pageSize: 1 },
    session,
    base,
  );
  const visit = data.list[0];
  if (!visit) throw new Error(`${account} has no visit in ${list}`);
  return visit.id;
}
