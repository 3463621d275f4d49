import { getWeChatSignature, useSessionStore } from '@pest-portal/shared';
import type { WxBridge } from './wx-types';

/**
 * Where WeChat's JS-SDK is loaded from. The browser suites answer this URL with a test
 * double of the bridge (DESIGN.md §5: the JS bridge is replaced at its edge only).
 */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

let loading: Promise<WxBridge> | null = null;

function loadScript(url: string): Promise<WxBridge> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('no wx after load')));
    script.onerror = () => reject(new Error(`could not load ${url}`));
    document.head.appendChild(script);
  });
}

/** The SDK, loaded once per page; a failed load may be tried again. */
export function loadWeChatSdk(url = WECHAT_SDK_URL): Promise<WxBridge> {
  if (window.wx) return Promise.resolve(window.wx);
  loading ??= loadScript(url).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The bridge configured for this page: the API signs the page URL (without its fragment)
 * for the current company, and `wx.config` is given that signature; resolves on
 * `wx.ready`, rejects on `wx.error`.
 */
export async function configuredBridge(jsApiList: string[]): Promise<WxBridge> {
  const wx = await loadWeChatSdk();
  const mid = String(useSessionStore.getState().mid ?? '');
  const signed = await getWeChatSignature(mid, window.location.href, { quiet: true });
  return new Promise((resolve, reject) => {
    wx.ready(() => resolve(wx));
    wx.error((error) => reject(new Error(error.errMsg ?? 'wx.config failed')));
    wx.config({ debug: false, ...signed, jsApiList });
  });
}
