import { authorizeUrl, BIND_STATE, readBindReturn, withoutBindParams } from './wechat-oauth';

describe('the WeChat binding round trip', () => {
  it('sends the user to WeChat with the app, the page to return to and our state', () => {
    const url = new URL(authorizeUrl('wx-app', 'https://portal.test/home?x=1'));
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx-app',
      redirect_uri: 'https://portal.test/home?x=1',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: BIND_STATE,
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('reads an agreement, a refusal, and ignores codes that are not ours', () => {
    expect(readBindReturn(new URLSearchParams('code=abc&state=pp_bind'))).toEqual({
      kind: 'agreed',
      code: 'abc',
    });
    expect(readBindReturn(new URLSearchParams('state=pp_bind'))).toEqual({ kind: 'declined' });
    expect(readBindReturn(new URLSearchParams('code=abc&state=other'))).toEqual({ kind: 'none' });
    expect(readBindReturn(new URLSearchParams(''))).toEqual({ kind: 'none' });
  });

  it('takes the round trip out of the address', () => {
    expect(withoutBindParams('https://p.test/home?code=1&state=pp_bind&a=2#h')).toBe('/home?a=2#h');
  });
});
