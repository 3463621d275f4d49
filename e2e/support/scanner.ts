import { expect, test, type Page } from '@playwright/test';
import type { SessionInfo } from '@pest-portal/shared/contract';
import {
  qrcodePayload,
  type DeviceRecordPage,
  type DeviceStatistics,
  type QrcodeDevice,
} from '@pest-portal/shared/contract/scanner';
import { apiLogin, apiPost } from './api-client';
import { ACCOUNTS, chromiumLaunch, DEMO_PASSWORD } from './env';
import { writeQrVideo } from './qr-images';

export interface SeededDevice {
  code: string;
  payload: string;
  checkCount: number;
}

/**
 * A seeded device of the account's first company that has service records, found the way
 * a label would be read: the seed numbers each company's devices D<member>-001, -002...
 */
export async function deviceWithRecords(account: string): Promise<SeededDevice> {
  const login = await apiLogin(account, DEMO_PASSWORD);
  const session: SessionInfo = login.data;
  for (let n = 1; n <= 15; n++) {
    const code = `D${session.mid}-${String(n).padStart(3, '0')}`;
    const info = await apiPost<QrcodeDevice>(
      '/customer/qrcode/v1.6.0/getQrcodeInfo',
      { qrcode: code },
      session,
    );
    if (info.statusCode !== 200) continue;
    const stats = await apiPost<DeviceStatistics>(
      '/customer/qrcode/v1.6.0/getDeviceStatistics',
      { deviceId: info.data.deviceId },
      session,
    );
    if (stats.data.checkCount > 0)
      return { code, payload: qrcodePayload(code), checkCount: stats.data.checkCount };
  }
  throw new Error(`${account} has no device with records`);
}

/**
 * The detail page of a seeded check of the device labelled `qrcode` that caught something
 * (one with counts to show), its record id read through the API as the account sees it.
 */
/**
 * For a spec whose fake camera films one of the QR videos (fakeCameraLaunch): a seeded
 * device of store_demo with records, and both videos written (its label, a foreign code)
 * before the spec's Chromium starts, whichever camera spec's worker comes first. Called at
 * the spec's top level; what it returns gives the device inside the tests.
 */
export function seedScannedDevice(): () => SeededDevice {
  let device: SeededDevice | undefined;
  test.beforeAll(async () => {
    device = await deviceWithRecords(ACCOUNTS.store.account);
    writeQrVideo('device', device.payload);
    writeQrVideo('invalid', 'https://example.com/not-a-device-label');
  });
  return () => {
    if (!device) throw new Error('The scanned device is read before its beforeAll has run.');
    return device;
  };
}

/** The scanned device's page (/qrcodeQuery): its code and its service records. */
export async function expectDevicePage(page: Page, device: SeededDevice): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/qrcodeQuery' && url.searchParams.get('qrcode') === device.code,
  );
  await expect(page.getByText(device.code, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('服务记录')).toBeVisible();
  await expect(page.getByRole('link', { name: /查看详情/ }).first()).toBeVisible();
}

export async function recordDetailPath(account: string, qrcode: string): Promise<string> {
  const { data: session } = await apiLogin(account, DEMO_PASSWORD);
  const info = await apiPost<QrcodeDevice>(
    '/customer/qrcode/v1.6.0/getQrcodeInfo',
    { qrcode },
    session,
  );
  if (info.statusCode !== 200) throw new Error(`${account} cannot see ${qrcode}: ${info.message}`);
  const records = await apiPost<DeviceRecordPage>(
    '/customer/qrcode/v1.6.0/deviceRecordPage',
    { deviceId: info.data.deviceId, pageNum: 1, pageSize: 100 },
    session,
  );
  const record = records.data.list.find((r) => r.catchTotal > 0) ?? records.data.list[0];
  if (!record) throw new Error(`${qrcode} has no service records`);
  return `/qrcodeQuery/detail?qrcode=${encodeURIComponent(qrcode)}&recordId=${record.recordId}`;
}

/** Chromium with its fake camera showing `videoFile` and camera permission granted. */
export function fakeCameraLaunch(videoFile: string) {
  // The same browser as every suite (Debian's, else the npm one), with the camera faked.
  const chromium = chromiumLaunch();
  return {
    executablePath: chromium.executablePath,
    ...(chromium.env ? { env: chromium.env } : {}),
    args: [
      ...chromium.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  };
}

declare global {
  interface Window {
    __ppStreams?: MediaStream[];
  }
}

/**
 * Keeps every camera stream the page opens, to check later that none is left live. It
 * observes getUserMedia and passes the real stream on: nothing of the portal is replaced.
 */
export async function watchCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const original = devices.getUserMedia.bind(devices);
    window.__ppStreams = [];
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      window.__ppStreams?.push(stream);
      return stream;
    };
  });
}

export function liveTracks(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window.__ppStreams ?? [])
        .flatMap((s) => s.getTracks())
        .filter((t) => t.readyState === 'live').length,
  );
}

export function openedStreams(page: Page): Promise<number> {
  return page.evaluate(() => (window.__ppStreams ?? []).length);
}

/** The 扫一扫 dialog. */
export function scanDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: '扫一扫' });
}

/** Press the phone header's scan button and wait for the dialog. */
export async function openScanner(page: Page) {
  await page.getByRole('button', { name: '扫一扫' }).click();
  const dialog = scanDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}
