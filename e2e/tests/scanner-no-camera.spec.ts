import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { deviceWithRecords, openScanner } from '../support/scanner';

/**
 * The 扫一扫 dialog where the camera cannot start (spec §2: 启动相机中... while starting,
 * 相机启动失败！ when it cannot), and a label naming a device the customer may not see
 * (issue 12: a clear message). This browser has no camera at all: Chromium launched as
 * every suite launches it, without the fake capture device and without camera permission.
 */
test.describe('no camera, and a label of another customer', { tag: '@mobile' }, () => {
  test('the dialog says 启动相机中..., then 相机启动失败！ with the reason, and still offers file mode', async ({
    signedIn,
    page,
  }) => {
    // The camera's answer held back a moment at its edge, so the starting state can be read.
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      if (!devices) return;
      const original = devices.getUserMedia.bind(devices);
      devices.getUserMedia = (constraints) =>
        new Promise((resolve, reject) =>
          setTimeout(() => original(constraints).then(resolve, reject), 1_500),
        );
    });
    await signedIn(ACCOUNTS.store.account);
    const dialog = await openScanner(page);
    await expect(dialog.getByText('启动相机中...')).toBeVisible();
    await expect(dialog.getByText('相机启动失败！')).toBeVisible({ timeout: 20_000 });
    // The library's reason, in the portal's words (no camera, or no permission for it).
    await expect(
      dialog.getByText(/未找到相机|无法获取相机画面，请允许使用相机后重试/).first(),
    ).toBeVisible();
    // Nothing is stuck: the photo route is still there, and cancel closes the dialog.
    await dialog.getByText('扫描图片文件').click();
    await expect(dialog.getByRole('button', { name: /选择图片/ })).toBeVisible();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
  });

  test('a label of another customer’s device is refused with a clear message and a way to scan again', async ({
    signedIn,
    page,
  }) => {
    const foreign = await deviceWithRecords(ACCOUNTS.other.account);
    await signedIn(ACCOUNTS.store.account);
    await page.goto(`/qrcodeQuery?qrcode=${encodeURIComponent(foreign.code)}`);
    await expect(page.getByText('未找到该二维码对应的设备')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(foreign.code, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '重新扫码' })).toBeVisible();
  });
});
