import { currentRuntimeConfig, getWeChatSignature, useSessionStore } from '@pest-portal/shared';
import type { WxBridge } from './wx-types';

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

/**
 * The SDK, loaded once per page from `url` (the shell's runtime config, PP_WECHAT_SDK_URL;
 * the browser suites answer it with a test double of the bridge, DESIGN.md §5); a failed
 * load may be tried again.
 */
export function loadWeChatSdk(url: string): Promise<WxBridge> {
  if (window.wx) return Promise.resolve(window.wx);
  if (!url) return Promise.reject(new Error('no WeChat JS-SDK URL configured'));
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
  // The shell has read its runtime config before any remote loads.
  const wx = await loadWeChatSdk(currentRuntimeConfig()?.weChatSdkUrl ?? '');
  const mid = String(useSessionStore.getState().mid ?? '');
  const signed = await getWeChatSignature(mid, window.location.href, { quiet: true });
  return new Promise((resolve, reject) => {
    wx.ready(() => resolve(wx));
    wx.error((error) => reject(new Error(error.errMsg ?? 'wx.config failed')));
    wx.config({ debug: false, ...signed, jsApiList });
  });
}
