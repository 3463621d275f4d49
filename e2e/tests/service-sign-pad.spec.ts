import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import {
  main,
  openOrderList,
  pageHeading,
  shownOrderNumbers,
  signaturePad,
  viewLink,
  WORK_ORDER_LISTS,
} from '../support/service';
import { button } from '../support/portal';

/**
 * The pad itself (spec §9: 800×300, black, line width 4), without signing: these tests
 * only draw, so they may take any order awaiting a signature (the last of the first page,
 * which the signing suite never takes).
 */
async function openPad(page: Page): Promise<Locator> {
  await openOrderList(page, WORK_ORDER_LISTS.awaitingSignature);
  const orders = await shownOrderNumbers(page);
  const orderNo = orders[orders.length - 1];
  if (!orderNo) throw new Error('no order awaits a signature');
  await viewLink(page, orderNo).click();
  await expect(pageHeading(page, '服务详情')).toBeVisible();
  await button(main(page), '评价签字').click();
  await expect(pageHeading(page, '评价签字')).toBeVisible();
  return signaturePad(page);
}

/** A straight stroke across the pad's middle, at the given fractions of its width. */
async function drawLine(page: Page, pad: Locator, from = 0.2, to = 0.8): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pad is not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++)
    await page.mouse.move(box.x + box.width * (from + ((to - from) * i) / 20), y);
  await page.mouse.up();
}

/**
 * The stroke's width in the 800×300 buffer: in the middle column, the run of pixels with
 * at least half their ink (anti-aliased edges count as half a pixel each side at most).
 */
function strokeWidth(pad: Locator): Promise<number> {
  return pad.evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const column = c.getContext('2d')?.getImageData(Math.round(c.width / 2), 0, 1, c.height).data;
    if (!column) return 0;
    let inked = 0;
    for (let y = 0; y < c.height; y++) if ((column[y * 4 + 3] ?? 0) >= 128) inked++;
    return inked;
  });
}

test.describe('the signature pad (spec §9)', () => {
  test('draws a line 4 buffer pixels wide, black, on an 800×300 buffer', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.hq.account);
    const pad = await openPad(page);
    await drawLine(page, pad);
    await expect.poll(() => strokeWidth(pad)).toBeGreaterThanOrEqual(3);
    const width = await strokeWidth(pad);
    expect(width, 'line width 4 (±1 for anti-aliasing)').toBeLessThanOrEqual(5);
    const colour = await pad.evaluate((canvas) => {
      const c = canvas as HTMLCanvasElement;
      const ctx = c.getContext('2d');
      const data = ctx?.getImageData(c.width / 2, 0, 1, c.height).data;
      if (!data) return null;
      for (let y = 0; y < c.height; y++)
        if ((data[y * 4 + 3] ?? 0) === 255) return [data[y * 4], data[y * 4 + 1], data[y * 4 + 2]];
      return null;
    });
    expect(colour).toEqual([0, 0, 0]);
    expect(
      await pad.evaluate((c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]),
    ).toEqual([800, 300]);
  });
});
