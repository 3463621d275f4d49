import type { Envelope, FeedbackSubmitRequest, UploadedFile } from '@pest-portal/shared/contract';
import { decryptWire } from '../support/api-client';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { button, toast } from '../support/portal';
import { pngPhoto } from '../support/png';
import { captureWire } from '../support/wire';

test.describe('feedback (spec §2; DESIGN.md: the feedback remote)', () => {
  test('submit with a PNG photo; after a reload the record is in the records list', async ({
    signedIn,
    page,
    device,
  }) => {
    const content = `E2E ${device} ${Date.now()}：仓库门口发现鼠迹，请安排复查。`;
    await signedIn(ACCOUNTS.store.account, '/feedback');
    const main = page.getByRole('main');
    const wire = captureWire(page);

    await main.getByLabel('反馈类型').click();
    await page.getByText('建议', { exact: true }).filter({ visible: true }).click();
    await main.getByLabel('反馈内容').fill(content);
    await main.getByLabel('联系方式').fill('13800000002');

    const uploaded = page.waitForResponse((r) => r.url().includes('/common/aliOss/file/upLoad'));
    await main.getByLabel('上传图片').setInputFiles(pngPhoto());
    const upload = decryptWire<Envelope<UploadedFile>>(await (await uploaded).text());
    expect(upload.statusCode, upload.message).toBe(200);
    await expect(main.getByRole('img').or(main.locator('img')).first()).toBeVisible();

    await button(main, '提交').click();
    await expect(toast(page, '反馈已提交，感谢您的宝贵意见')).toBeVisible();

    // What was sent: the content and the uploaded photo's URL (the body is ciphertext on the wire).
    const submit = (await wire.settle()).find((c) =>
      c.url.pathname.endsWith('/customer/feedback/submit'),
    );
    const sent = decryptWire<FeedbackSubmitRequest>(submit?.body ?? '');
    expect(sent.content).toBe(content);
    expect(sent.images).toEqual([upload.data.fileUrl]);

    await page.reload();
    const recordsTab = page.getByRole('tab', { name: '反馈记录' });
    if (await recordsTab.isVisible()) await recordsTab.click();
    await expect(page.getByText(content)).toBeVisible({ timeout: 15_000 });
  });

  test('a typed draft survives a reload', async ({ signedIn, page, device }) => {
    const content = `草稿 ${device} ${Date.now()}：车间三号门粘鼠板需要更换。`;
    await signedIn(ACCOUNTS.store.account, '/feedback');
    const field = page.getByRole('main').getByLabel('反馈内容');
    await expect(field).toBeVisible();

    // The draft is saved on change once the stored one has been read; a reload shows it.
    await expect(async () => {
      await field.fill(content);
      await page.reload();
      await expect(field).toHaveValue(content, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('已恢复上次未提交的反馈草稿')).toBeVisible();
  });
});
