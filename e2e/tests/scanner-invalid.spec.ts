import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { button, toast } from '../support/portal';
import { qrPhoto, qrVideoPath } from '../support/qr-images';
import {
  expectDevicePage,
  fakeCameraLaunch,
  liveTracks,
  openedStreams,
  openScanner,
  scanDialog,
  seedScannedDevice,
  watchCameraStreams,
} from '../support/scanner';

/**
 * The 扫一扫 dialog (spec §2, §4, §5, §8, §9) in Chromium with its fake camera fed a video
 * of a real QR code (DESIGN.md §5: the camera is replaced at its edge only). The scan
 * button is in the phone header, so these run in the mobile project.
 */

// Top level: launch options force a worker of their own (the device video is scanner-camera).
test.use({ launchOptions: fakeCameraLaunch(qrVideoPath('invalid')) });

/** The label of a seeded device of store_demo with records; written before Chromium starts. */
const device = seedScannedDevice();

test.describe('a camera pointed at something else', { tag: '@mobile' }, () => {
  test('says 二维码无效！ and keeps scanning', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account);
    const before = new URL(page.url()).pathname;
    const dialog = await openScanner(page);
    await expect(toast(page, '二维码无效！')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeVisible();
    // A read pauses the camera; the library's band over the picture says so in our words.
    await expect(dialog.getByText('扫码已暂停')).toBeVisible();
    // Scanning resumed: the same code is read again and said again once the first toast is gone.
    await expect(toast(page, '二维码无效！')).toBeHidden({ timeout: 10_000 });
    await expect(toast(page, '二维码无效！')).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(before);
  });

  test('swaps to file mode and back, then reads a PNG of a label', async ({ signedIn, page }) => {
    await watchCameraStreams(page);
    await signedIn(ACCOUNTS.store.account);
    const dialog = await openScanner(page);
    await expect(dialog.locator('video')).toBeVisible({ timeout: 20_000 });

    await button(dialog, '扫描图片文件').click();
    await expect(button(dialog, '选择图片')).toBeVisible();
    await expect(dialog.locator('video')).toHaveCount(0);
    await expect.poll(() => liveTracks(page)).toBe(0);

    // Permission was stored by the first start: the camera comes back by itself.
    await button(dialog, '使用相机扫描').click();
    await expect(dialog.locator('video')).toBeVisible({ timeout: 20_000 });
    await expect(button(dialog, '启动相机')).toHaveCount(0);

    await button(dialog, '扫描图片文件').click();
    await dialog.getByLabel('选择图片').setInputFiles(qrPhoto(device().payload));
    await expectDevicePage(page, device());
    await expect.poll(() => liveTracks(page)).toBe(0);
  });

  test('a PNG without a label says 二维码无效！ and keeps the photo shown', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.store.account);
    const dialog = await openScanner(page);
    // The swap is refused while the camera is still starting: wait for its picture.
    await expect(dialog.locator('video')).toBeVisible({ timeout: 20_000 });
    await button(dialog, '扫描图片文件').click();
    await dialog.getByLabel('选择图片').setInputFiles(qrPhoto('plain text, no label', 'other.png'));
    await expect(toast(page, '二维码无效！')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'other.png' })).toHaveAttribute('width', '64');
  });

  test('cancel closes the dialog with no live camera track', async ({ signedIn, page }) => {
    await watchCameraStreams(page);
    await signedIn(ACCOUNTS.store.account);
    const dialog = await openScanner(page);
    await expect(dialog.locator('video')).toBeVisible({ timeout: 20_000 });
    expect(await liveTracks(page)).toBeGreaterThan(0);
    // Running, with its list of cameras read: one camera opened, no second one to list them
    // (html5-qrcode's getCameras opened the default camera beside the scanning one).
    await expect(dialog.getByText('将二维码放入框内，即可自动扫描')).toBeVisible();
    expect(await openedStreams(page)).toBe(1);
    await button(dialog, '取消').click();
    await expect(scanDialog(page)).toBeHidden();
    await expect.poll(() => liveTracks(page)).toBe(0);
  });
});
