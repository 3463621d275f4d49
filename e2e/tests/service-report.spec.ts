import fs from 'node:fs/promises';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { button } from '../support/portal';
import {
  main,
  openOrderList,
  pageHeading,
  pdfText,
  region,
  shownOrderNumbers,
  viewLink,
  WORK_ORDER_LISTS,
} from '../support/service';

test.describe('report preview and download (issue 3)', () => {
  test('open a visit, preview its report and download the PDF, which holds the order number', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.store.account);
    await openOrderList(page, WORK_ORDER_LISTS.completedThisYear);
    const [orderNo] = await shownOrderNumbers(page);
    expect(orderNo).toMatch(/\S/);
    if (!orderNo) return;

    // The visit.
    await viewLink(page, orderNo).click();
    await expect(page).toHaveURL((url) => url.pathname === '/serviceReport/serviceDetail');
    await expect(pageHeading(page, '服务详情')).toBeVisible();
    await expect(region(page, '工单信息')).toContainText(orderNo);
    await expect(region(page, '工单信息')).toContainText('已完成');
    for (const name of [
      '服务说明',
      '药剂及物料',
      '风险发现',
      '设备检查',
      '工作照片',
      '签字确认',
      '客户评价',
    ])
      await expect(region(page, name), name).toBeVisible();
    await expect(
      region(page, '签字确认').getByRole('img', { name: '技术员签字', exact: true }),
    ).toBeVisible();
    await expect(
      region(page, '签字确认').getByRole('img', { name: '客户签字', exact: true }),
    ).toBeVisible();

    // The preview: the order number, and the report's HTML in a sandbox that runs no script.
    await button(main(page), '报告预览').click();
    await expect(page).toHaveURL((url) => url.pathname === '/serviceReport/reportPreview');
    await expect(pageHeading(page, '报告预览')).toBeVisible();
    await expect(main(page).getByText(`工单编号：${orderNo}`, { exact: true })).toBeVisible();
    const frame = main(page).getByTitle(`服务报告 ${orderNo}`, { exact: true });
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame.contentFrame().getByText(orderNo).first()).toBeVisible();

    // The download: named after the order, a PDF whose text holds the order number.
    const downloading = page.waitForEvent('download');
    await main(page)
      .getByRole('button', { name: /下载PDF$/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`服务报告-${orderNo}.pdf`);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(orderNo);

    // The link for a new window: a signed address that serves the same report without the session headers.
    const open = main(page).getByRole('link', { name: /在新窗口打开PDF/ });
    await expect(open).toHaveAttribute('target', '_blank');
    const href = await open.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(pdfText(await response.body())).toContain(orderNo);
  });
});
