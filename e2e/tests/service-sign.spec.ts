import type { Page } from '@playwright/test';
import { decryptWire } from '../support/api-client';
import { ACCOUNTS } from '../support/env';
import { expect, test, type Device } from '../support/fixtures';
import { button, toast, waitForIdle } from '../support/portal';
import {
  chinaYear,
  drawWithMouse,
  drawWithTouch,
  findOnPages,
  inkNear,
  listTotal,
  main,
  openOrderList,
  padBuffer,
  pageHeading,
  planDateOnDetail,
  region,
  shownOrderNumbers,
  signaturePad,
  viewLink,
  WORK_ORDER_LISTS,
} from '../support/service';
import { captureWire } from '../support/wire';

/**
 * Signing changes the shared database, and the desktop and mobile projects run at the
 * same time. Both sign as hq_demo (the headquarters sees every member's visits; nothing
 * else in the suites signs), each a different order of the awaiting-signature list, which
 * the API sorts by plan date, newest first (a total order: plan date, then id):
 *   desktop takes the first row, mobile the second row of the list as it finds it.
 * Only the desktop test removes the first row, so the desktop test always takes the same
 * order, and the mobile test never takes it (the second row is the first row's successor,
 * whether the first one has been signed yet or not). The empty-pad test only reads, so it
 * may take any row: it takes the last of the first page.
 */
const SIGNING_ROW: Record<Device, number> = { desktop: 0, mobile: 1 };
const AWAITING = WORK_ORDER_LISTS.awaitingSignature;
const COMPLETED = WORK_ORDER_LISTS.completedThisYear;

const UPLOAD = '/common/aliOss/file/upLoad';
const SIGN = '/customer/task/signature';

interface SignatureBody {
  taskId: number;
  signUrl: string;
  signerName?: string;
}

/**
 * From a list showing `orderNo`, open the visit (still awaiting its signature) and go on
 * to its 评价签字 page. Returns the visit's plan date, read on the detail page.
 */
async function openSigningPage(page: Page, orderNo: string): Promise<string> {
  await viewLink(page, orderNo).click();
  await expect(page).toHaveURL((url) => url.pathname === '/serviceReport/serviceDetail');
  await expect(pageHeading(page, '服务详情')).toBeVisible();
  await expect(region(page, '工单信息')).toContainText(orderNo);
  await expect(region(page, '工单信息')).toContainText('待签字');
  const planDate = await planDateOnDetail(page);
  await button(main(page), '评价签字').click();
  await expect(page).toHaveURL((url) => url.pathname === '/serviceReport/evaluateSignature');
  await expect(pageHeading(page, '评价签字')).toBeVisible();
  await expect(main(page).getByText(`工单编号：${orderNo}`)).toBeVisible();
  await expect(region(page, '客户签字')).toBeVisible();
  return planDate;
}

test.describe('rating and signing a visit (issue 3)', () => {
  test('rate and sign with a drawn signature; the order moves from awaiting signature to completed', async ({
    signedIn,
    page,
    device,
  }) => {
    await signedIn(ACCOUNTS.hq.account);

    // Before: how many are completed this year, and how many await a signature.
    await openOrderList(page, COMPLETED);
    const completedBefore = await listTotal(page);
    await openOrderList(page, AWAITING);
    const awaitingBefore = await listTotal(page);
    const awaiting = await shownOrderNumbers(page);
    const orderNo = awaiting[SIGNING_ROW[device]];
    expect(orderNo, `row ${SIGNING_ROW[device]} of ${AWAITING.path}`).toBeTruthy();
    if (!orderNo) return;

    const planDate = await openSigningPage(page, orderNo);

    await test.step('rate the visit: 4 stars and a comment', async () => {
      const rating = region(page, '服务评价');
      const comment = `E2E ${device} 评价：技术员认真负责，处理及时。`;
      await rating.getByRole('list', { name: '服务评分' }).getByRole('radio').nth(3).click();
      await rating.getByRole('textbox', { name: '评价内容' }).fill(comment);
      await button(rating, '提交评价').click();
      await expect(toast(page, '评价成功')).toBeVisible();
      // Rated once: the form gives way to the rating as given.
      await expect(region(page, '服务评价')).toHaveCount(0);
      await expect(region(page, '客户评价')).toContainText(comment);
      await expect(region(page, '客户评价').getByRole('list', { name: '4 星' })).toBeVisible();
    });

    const wire = captureWire(page);
    const signer = `E2E签字人${device === 'desktop' ? 'D' : 'M'}`;
    await test.step(`sign with the ${device === 'desktop' ? 'mouse' : 'finger'}`, async () => {
      const pad = signaturePad(page);
      await expect(pad).toBeVisible();
      const buffer = await padBuffer(pad);
      expect({ width: buffer.width, height: buffer.height }).toEqual({ width: 800, height: 300 });
      // On a phone CSS shows the pad smaller than its buffer.
      if (device === 'mobile') expect(buffer.shownWidth).toBeLessThan(800);

      if (device === 'desktop') await drawWithMouse(page, pad);
      else await drawWithTouch(page, pad);
      // The ink is where the pointer went (the stroke passes through (0.5, 0.5)), not elsewhere.
      await expect.poll(() => inkNear(pad, 0.5, 0.5)).toBe(true);
      expect(await inkNear(pad, 0.5, 0.1)).toBe(false);

      await region(page, '客户签字')
        .getByRole('textbox', { name: '签字人姓名（选填）' })
        .fill(signer);
      await expect(
        region(page, '客户签字').getByRole('checkbox', { name: '裁剪到签名区域' }),
      ).toBeChecked();
      await button(region(page, '客户签字'), '确认签字').click();
      await expect(toast(page, '签字成功')).toBeVisible();
    });

    await test.step('the signed visit shows the customer signature', async () => {
      await expect(page).toHaveURL((url) => url.pathname === '/serviceReport/serviceDetail');
      await expect(pageHeading(page, '服务详情')).toBeVisible();
      await expect(region(page, '工单信息')).toContainText('已完成');
      const signatures = region(page, '签字确认');
      const image = signatures.getByRole('img', { name: '客户签字', exact: true });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(signatures).toContainText(signer);
      // Neither rating nor signing is offered any more.
      await expect(button(main(page), '评价签字')).toHaveCount(0);
      await expect(button(main(page), '评价服务')).toHaveCount(0);
    });

    await test.step('on the wire: the PNG uploaded, then the signature with its URL', async () => {
      const calls = await wire.settle();
      const upload = calls.find((c) => c.url.pathname.endsWith(UPLOAD));
      expect(upload, 'the upload call').toBeTruthy();
      expect(upload?.contentType).toMatch(/^multipart\/form-data/);
      // (The browser does not hand a Blob-backed multipart body to the wire capture, so
      // the file's name is not read here; what was stored is.)
      const uploaded = decryptWire<{ statusCode: number; data: { fileUrl: string } }>(
        upload?.response ?? '',
      );
      expect(uploaded.statusCode).toBe(200);
      const sign = calls.find((c) => c.url.pathname.endsWith(SIGN));
      expect(sign, 'the signature call').toBeTruthy();
      const body = decryptWire<SignatureBody>(sign?.body ?? '');
      expect(body.signUrl).toBe(uploaded.data.fileUrl);
      expect(body.signerName).toBe(signer);

      // What was stored is a PNG, cropped to the ink (裁剪到签名区域 was on): smaller than the 800×300 pad.
      const stored = await page.request.get(new URL(uploaded.data.fileUrl, page.url()).toString());
      expect(stored.status()).toBe(200);
      const png = await stored.body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(width).toBeGreaterThan(0);
      expect(width).toBeLessThan(800);
      expect(height).toBeLessThan(300);
    });

    await test.step('counts: one fewer awaiting signature, one more completed this year', async () => {
      // The other project signs one order too, at its own time: each count moves by ours,
      // and perhaps by that one.
      await openOrderList(page, AWAITING);
      const awaitingAfter = await listTotal(page);
      expect(awaitingAfter).toBeLessThanOrEqual(awaitingBefore - 1);
      expect(awaitingAfter).toBeGreaterThanOrEqual(awaitingBefore - 2);
      // The list is sorted by plan date and our order was in the first rows: it would still be on page 1.
      await expect(viewLink(page, orderNo)).toHaveCount(0);

      await openOrderList(page, COMPLETED);
      const completedAfter = await listTotal(page);
      const thisYear = planDate.startsWith(`${chinaYear()}-`);
      if (thisYear) {
        expect(completedAfter).toBeGreaterThanOrEqual(completedBefore + 1);
        expect(completedAfter).toBeLessThanOrEqual(completedBefore + 2);
        expect(await findOnPages(page, orderNo), `${orderNo} on ${COMPLETED.path}`).toBe(true);
      } else {
        // A visit planned last year is completed, but not one of this year's.
        expect(completedAfter).toBeGreaterThanOrEqual(completedBefore);
        expect(completedAfter).toBeLessThanOrEqual(completedBefore + 1);
      }
    });

    await test.step('the service list shows it completed', async () => {
      await page.goto(`/serviceReport?status=finished&start=${planDate}&end=${planDate}`);
      await waitForIdle(page);
      await expect(viewLink(page, orderNo)).toBeVisible({ timeout: 15_000 });
    });
  });

  test('the empty-signature warning: nothing drawn (or drawn, then 重写) is not sent', async ({
    signedIn,
    page,
    device,
  }) => {
    await signedIn(ACCOUNTS.hq.account);
    await openOrderList(page, AWAITING);
    const awaiting = await shownOrderNumbers(page);
    // Neither signing test takes the last row of the first page (they take rows 0 and 1).
    expect(awaiting.length, 'awaiting-signature orders on page 1').toBeGreaterThanOrEqual(3);
    const orderNo = awaiting.at(-1) as string;
    await openSigningPage(page, orderNo);

    const wire = captureWire(page);
    const signing = region(page, '客户签字');
    const warning = signing.getByRole('alert').filter({ hasText: 'Warning: Not Signned!' });

    await button(signing, '确认签字').click();
    await expect(warning).toBeVisible();

    // Drawing takes the warning away; 重写 clears the pad, and it is empty again.
    const pad = signaturePad(page);
    if (device === 'desktop') await drawWithMouse(page, pad);
    else await drawWithTouch(page, pad);
    await expect(warning).toHaveCount(0);
    await expect.poll(() => inkNear(pad, 0.5, 0.5)).toBe(true);
    await button(signing, '重写').click();
    expect(await inkNear(pad, 0.5, 0.5)).toBe(false);
    await button(signing, '确认签字').click();
    await expect(warning).toBeVisible();

    // Nothing was uploaded or signed, and the visit still awaits its signature.
    await page.waitForTimeout(500);
    const calls = await wire.settle();
    expect(
      calls.filter((c) => c.url.pathname.endsWith(UPLOAD) || c.url.pathname.endsWith(SIGN)),
    ).toEqual([]);
    await page.reload();
    await expect(signaturePad(page)).toBeVisible({ timeout: 20_000 });
    await expect(region(page, '客户签字')).toBeVisible();
  });
});
