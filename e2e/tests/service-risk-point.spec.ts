import type { Envelope, RiskPointAddRequest, UploadedFile } from '@pest-portal/shared/contract';
import { decryptWire } from '../support/api-client';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { button, toast } from '../support/portal';
import { pngPhoto } from '../support/png';
import { captureWire } from '../support/wire';

test.describe('risk points (issue 3: add a risk point with photos)', () => {
  test('a photo that is not an image is refused in place; a risk point with a photo is added and listed', async ({
    signedIn,
    page,
    device,
  }) => {
    const location = `E2E ${device} ${Date.now()} 后厨洗碗间下水道口`;
    await signedIn(ACCOUNTS.store.account, '/riskPoint');
    const form = page.getByRole('form', { name: '新增风险点' });
    const wire = captureWire(page);
    await expect(form).toBeVisible();

    for (const label of ['风险类型', '风险等级']) {
      // Open the list and take its first (active) option, as a keyboard user does.
      const select = form.getByRole('combobox', { name: label });
      await select.click();
      await expect(select).toHaveAttribute('aria-expanded', 'true');
      await select.press('Enter');
      await expect(select).toHaveAttribute('aria-expanded', 'false');
    }
    await form.getByLabel('风险位置').fill(location);
    await form.getByLabel('风险描述').fill('下水道口有蟑螂活动痕迹，盖板缺失。');

    // Checked before any upload: a PDF is not a photo.
    await form.getByLabel('现场照片').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await expect(toast(page, 'report.pdf 不是支持的图片格式')).toBeVisible();

    const uploaded = page.waitForResponse((r) => r.url().includes('/common/aliOss/file/upLoad'));
    await form.getByLabel('现场照片').setInputFiles(pngPhoto('drain.png'));
    const upload = decryptWire<Envelope<UploadedFile>>(await (await uploaded).text());
    expect(upload.statusCode, upload.message).toBe(200);
    await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1);

    await button(form, '提交').click();
    await expect(toast(page, '风险点已提交')).toBeVisible();
    const add = (await wire.settle()).find((c) => c.url.pathname.endsWith('/riskPointAdd'));
    const sent = decryptWire<RiskPointAddRequest>(add?.body ?? '');
    expect(sent).toMatchObject({ location, images: [upload.data.fileUrl] });
    await expect(page.getByText(location)).toBeVisible({ timeout: 15_000 });
  });
});
