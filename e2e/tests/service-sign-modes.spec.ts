import type { CDPSession, Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { button, toast, waitForIdle } from '../support/portal';
import {
  drawWithMouse,
  drawWithTouch,
  inkNear,
  main,
  openOrderList,
  padBuffer,
  pageHeading,
  region,
  shownOrderNumbers,
  signaturePad,
  viewLink,
  WORK_ORDER_LISTS,
} from '../support/service';

/**
 * Signing on a phone and in a stale tab (issue 8): the pad was 316×119 px for a finger, so
 * a full-screen, landscape-friendly mode draws on the same 800×300 buffer; and a tab left
 * open on a visit someone has signed meanwhile stops offering the pad once refused.
 */
const AWAITING = WORK_ORDER_LISTS.awaitingSignature;

/** From the list shown, open `orderNo`'s 评价签字 page; returns its address. */
async function openSigning(page: Page, orderNo: string): Promise<string> {
  await viewLink(page, orderNo).click();
  await expect(pageHeading(page, '服务详情')).toBeVisible();
  await button(main(page), '评价签字').click();
  await expect(pageHeading(page, '评价签字')).toBeVisible();
  await expect(main(page).getByText(`工单编号：${orderNo}`)).toBeVisible();
  await expect(signaturePad(page)).toBeVisible();
  return page.url();
}

const phoneSessions = new WeakMap<Page, CDPSession>();

/**
 * Turns the phone: its screen and the page's window rotate, as on a device. Playwright's
 * setViewportSize also resizes the browser window, which a browser in full screen refuses
 * ("restore it to normal state first": npm's headless Chromium honours the pad's
 * requestFullscreen), so the device metrics are set directly.
 */
async function turnPhone(page: Page, size: { width: number; height: number }): Promise<void> {
  // One session for the page's life: an override ends with the session that set it.
  const cdp = phoneSessions.get(page) ?? (await page.context().newCDPSession(page));
  phoneSessions.set(page, cdp);
  const deviceScaleFactor = await page.evaluate(() => devicePixelRatio);
  const sideways = size.width > size.height;
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    mobile: true,
    ...size,
    screenWidth: size.width,
    screenHeight: size.height,
    deviceScaleFactor,
    screenOrientation: sideways
      ? { angle: 90, type: 'landscapePrimary' }
      : { angle: 0, type: 'portraitPrimary' },
  });
}

/** The pad's box lies inside the window (nothing to scroll to while signing). */
async function expectOnScreen(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  // The page's own idea of its window: turnPhone changes it behind Playwright's back.
  const view = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  if (!box) throw new Error('not laid out');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height + 1);
}

test.describe('signing modes (issue 8)', () => {
  test(
    'a phone signs full screen, turned sideways, on the same 800×300 pad',
    {
      tag: '@mobile',
    },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.hq.account);
      // Drawing only, never sent: the last order of the first page, as the pad suite takes.
      await openOrderList(page, AWAITING);
      const orderNo = (await shownOrderNumbers(page)).at(-1);
      if (!orderNo) throw new Error('no order awaits a signature');
      await openSigning(page, orderNo);
      const signing = region(page, '客户签字');
      const pad = signaturePad(page);
      const inline = await padBuffer(pad);

      await button(signing, '全屏签字').click();
      const done = button(page, '完成');
      await expect(done).toBeVisible();
      await expect(page.getByText('横屏签字更方便，签完点“完成”')).toBeVisible();
      await expect
        .poll(async () => (await padBuffer(pad)).shownWidth, 'the pad takes the screen')
        .toBeGreaterThan(inline.shownWidth);

      // Turned sideways: the pad grows to the width the height allows, all of it on screen.
      await turnPhone(page, { width: 844, height: 390 });
      await expect.poll(async () => (await padBuffer(pad)).shownWidth).toBeGreaterThanOrEqual(600);
      await expectOnScreen(page, pad);
      await expectOnScreen(page, done);
      const sideways = await padBuffer(pad);
      expect({ width: sideways.width, height: sideways.height }).toEqual({
        width: 800,
        height: 300,
      });

      // The finger's stroke lands where it went, on the 800×300 buffer.
      await drawWithTouch(page, pad);
      await expect.poll(() => inkNear(pad, 0.5, 0.5)).toBe(true);
      expect(await inkNear(pad, 0.5, 0.1)).toBe(false);

      // 完成: back on the page, the signature kept, ready to send.
      await done.click();
      await expect(done).toHaveCount(0);
      await turnPhone(page, { width: 390, height: 844 });
      await expect(button(signing, '全屏签字')).toBeVisible();
      expect(await inkNear(pad, 0.5, 0.5)).toBe(true);
      const back = await padBuffer(pad);
      expect({ width: back.width, height: back.height }).toEqual({ width: 800, height: 300 });
      // Polled: the page lays the pad out again once the turned window's resize reaches it,
      // which may be a frame after the button shows (in CI the pad was read still 390 px wide).
      await expect
        .poll(async () => (await padBuffer(pad)).shownWidth, 'the pad back at its inline width')
        .toBeCloseTo(inline.shownWidth, 0);
    },
  );

  test(
    'a tab left open on a visit signed meanwhile stops offering the pad once refused',
    {
      tag: '@desktop',
    },
    async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.hq.account);
      // The oldest visit awaiting its signature: the signing suite signs the newest two and
      // the pad suites only draw on the last of the first page, newest first. The service
      // list sorts by the address; the awaiting list itself has one order, newest first
      // (asked sorted, it gave the newest, which the signing suite, running beside, took too).
      await page.goto('/serviceReport?status=waitSign&sort=planDate&order=asc');
      await expect(pageHeading(page, '服务列表')).toBeVisible({ timeout: 20_000 });
      await waitForIdle(page);
      const orderNo = (await shownOrderNumbers(page))[0];
      if (!orderNo) throw new Error('no order awaits a signature');
      const address = await openSigning(page, orderNo);

      // The same visit in a second tab, left open.
      const stale = await page.context().newPage();
      await stale.goto(address);
      await expect(signaturePad(stale)).toBeVisible({ timeout: 20_000 });

      // Signed in the first tab. (A tab in the background paints nothing, so the mouse
      // would wait on it: each tab is brought to the front before it is used, as a person
      // switching tabs does.)
      await page.bringToFront();
      await drawWithMouse(page, signaturePad(page));
      await button(region(page, '客户签字'), '确认签字').click();
      await expect(toast(page, '签字成功')).toBeVisible();
      await expect(pageHeading(page, '服务详情')).toBeVisible();

      // The stale tab still shows the pad; its signature is refused, and the page then
      // says the visit is signed instead of offering the pad again.
      await stale.bringToFront();
      await drawWithMouse(stale, signaturePad(stale));
      await button(region(stale, '客户签字'), '确认签字').click();
      await expect(main(stale).getByText('该工单已签字')).toBeVisible();
      await expect(signaturePad(stale)).toHaveCount(0);
      await expect(button(main(stale), '确认签字')).toHaveCount(0);
      await stale.close();
    },
  );
});
