import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiGet, apiLogin } from './api-client';
import { DEMO_PASSWORD } from './env';

interface SettingsModule {
  readSettings: (env: NodeJS.ProcessEnv) => { weChat: { sdkUrl: string } };
}
const { readSettings } = createRequire(__filename)(
  path.resolve(__dirname, '../../shared/build/settings.cjs'),
) as SettingsModule;

/**
 * Where the portal loads WeChat's JS-SDK from: the servers' own setting (PP_WECHAT_SDK_URL,
 * shared/build/settings.cjs), read from the same environment they inherit.
 */
export const WECHAT_SDK_URL = readSettings(process.env).weChat.sdkUrl;

/** WeChat's in-app browser on Android: what the portal's device detection looks for. */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F37) NetType/WIFI Language/zh_CN';

/**
 * A test double of the JS bridge (DESIGN.md §5), served in place of the SDK script: it
 * records the config it is given and the scan it is asked for, so the test can check the
 * signature and deliver a scan result as WeChat would.
 */
const DOUBLE = `
window.__wx = { configs: [], scans: [] };
window.wx = {
  config: function (c) { window.__wx.configs.push(c); setTimeout(function () { (window.__wx.onReady || function () {})(); }, 0); },
  ready: function (cb) { window.__wx.onReady = cb; },
  error: function (cb) { window.__wx.onError = cb; },
  scanQRCode: function (o) { window.__wx.scans.push(o); },
};`;

export async function installWeChatDouble(page: Page): Promise<void> {
  await page.route(WECHAT_SDK_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: DOUBLE }),
  );
}

interface WxConfigSeen {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

interface WxScanSeen {
  needResult: number;
  scanType: string[];
}

declare global {
  interface Window {
    __wx?: {
      configs: WxConfigSeen[];
      scans: (WxScanSeen & { success: (r: { resultStr: string }) => void; cancel?: () => void })[];
    };
  }
}

export function wxConfigs(page: Page): Promise<WxConfigSeen[]> {
  return page.evaluate(() => window.__wx?.configs ?? []);
}

export function wxScans(page: Page): Promise<WxScanSeen[]> {
  return page.evaluate(() =>
    (window.__wx?.scans ?? []).map((s) => ({ needResult: s.needResult, scanType: s.scanType })),
  );
}

/** WeChat's scanner hands the page the text it read. */
export async function deliverScan(page: Page, text: string): Promise<void> {
  await page.evaluate((resultStr) => {
    const scans = window.__wx?.scans ?? [];
    scans[scans.length - 1]?.success({ resultStr });
  }, text);
}

/**
 * WeChat's authorise page, doubled at its URL: it answers at once as a user would, by
 * sending the browser back to redirect_uri with a code (agreed) or without one (declined).
 * Returns the authorisation requests seen, as their query parameters.
 */
export async function answerAuthorisation(
  page: Page,
  code: string | null,
): Promise<Record<string, string>[]> {
  const seen: Record<string, string>[] = [];
  await page.route('https://open.weixin.qq.com/connect/oauth2/authorize**', (route) => {
    const asked = new URL(route.request().url());
    seen.push(Object.fromEntries(asked.searchParams));
    const back = new URL(asked.searchParams.get('redirect_uri') ?? '/');
    if (code) back.searchParams.set('code', code);
    back.searchParams.set('state', asked.searchParams.get('state') ?? '');
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  return seen;
}

/** Put an account back as the seed has it (not bound), whatever a test did. */
export async function unbindThroughApi(account: string): Promise<void> {
  const { data: session } = await apiLogin(account, DEMO_PASSWORD);
  await apiGet('/customer/weChatPublic/relieveWeChatPublic', {}, session);
}
