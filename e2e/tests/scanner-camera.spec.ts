import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { qrVideoPath } from '../support/qr-images';
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

// Top level: launch options force a worker of their own (the other video is scanner-invalid).
test.use({ launchOptions: fakeCameraLaunch(qrVideoPath('device')) });

/** The label of a seeded device of store_demo with records; written before Chromium starts. */
const device = seedScannedDevice();

test.describe('a camera pointed at a device label', { tag: '@mobile' }, () => {
  test('opens that device’s records and leaves no camera running', async ({ signedIn, page }) => {
    await watchCameraStreams(page);
    await signedIn(ACCOUNTS.store.account);
    const dialog = await openScanner(page);
    await expect(dialog.getByText('扫一扫')).toBeVisible();
    await expectDevicePage(page, device());
    await expect(scanDialog(page)).toBeHidden();
    expect(await openedStreams(page)).toBeGreaterThan(0);
    await expect.poll(() => liveTracks(page)).toBe(0);

    // One record in full: its counts and the visit's photos.
    await page
      .getByRole('link', { name: /查看详情/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/qrcodeQuery\/detail\?/);
    await expect(page.getByText('捕获数量').first()).toBeVisible();
    await expect(page.getByText('现场照片')).toBeVisible();
    await page.getByRole('link', { name: /返回服务记录/ }).click();
    await expectDevicePage(page, device());
  });
});
