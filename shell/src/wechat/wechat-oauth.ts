/**
 * WeChat's web authorisation (OAuth 2) as the portal uses it to bind an account for
 * notifications: the page sends the user to WeChat's authorise URL, and WeChat sends them
 * back to the same page with `code` (agreed) or without it (declined), `state` unchanged.
 */
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** Marks a return from our own binding round trip (and nothing else's `code`). */
export const BIND_STATE = 'pp_bind';

export function authorizeUrl(appId: string, returnTo: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: returnTo,
    response_type: 'code',
    // userinfo, not base: WeChat then asks the user, who may decline.
    scope: 'snsapi_userinfo',
    state: BIND_STATE,
  });
  return `${WECHAT_AUTHORIZE_URL}?${query.toString()}#wechat_redirect`;
}

export type BindReturn = { kind: 'none' } | { kind: 'agreed'; code: string } | { kind: 'declined' };

/** What the current URL says about a binding round trip. */
export function readBindReturn(search: URLSearchParams): BindReturn {
  if (search.get('state') !== BIND_STATE) return { kind: 'none' };
  const code = search.get('code')?.trim();
  return code ? { kind: 'agreed', code } : { kind: 'declined' };
}

/** The page's URL without the round trip's parameters, to put back in the address bar. */
export function withoutBindParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return `${url.pathname}${url.search}${url.hash}`;
}
