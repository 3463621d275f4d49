import { ENDPOINTS, STATUS, type SessionInfo } from '@pest-portal/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';
import { jsSdkSignature } from './js-sdk-signature';
import { weChatDouble } from './wechat-double';

let t: TestApp;
let hq: SessionInfo;
let store: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  [hq, store, other] = [
    await login(t.app, 'hq_demo'),
    await login(t.app, 'store_demo'),
    await login(t.app, 'other_demo'),
  ];
});
afterAll(() => t.close());

const double = () => weChatDouble(t.settings.weChat.appId);

describe('WeChat binding', () => {
  it('reports the seeded binding of hq_demo and none for store_demo', async () => {
    expect((await call(t.app, ENDPOINTS.weChatBaseInfo, {}, { session: hq })).data.openId).toMatch(
      /^o/,
    );
    expect((await call(t.app, ENDPOINTS.weChatBaseInfo, {}, { session: store })).data).toEqual({
      openId: null,
      nickName: null,
    });
  });

  it('binds with an OAuth code, shows in wxAuth, and unbinds', async () => {
    const expected = await double().exchangeCode('code-0042');
    const bound = await call(
      t.app,
      ENDPOINTS.weChatBind,
      { code: 'code-0042' },
      { session: store },
    );
    expect(bound).toMatchObject({ statusCode: STATUS.OK, data: expected });
    expect((await login(t.app, 'store_demo')).wxAuth).toBe(1);
    expect((await call(t.app, ENDPOINTS.weChatUnbind, {}, { session: store })).statusCode).toBe(
      STATUS.OK,
    );
    expect(
      (await call(t.app, ENDPOINTS.weChatBaseInfo, {}, { session: store })).data.openId,
    ).toBeNull();
    expect((await login(t.app, 'store_demo')).wxAuth).toBe(0);
  });

  it('binds through sendCallBack too, and refuses a bad or missing code', async () => {
    expect(
      (await call(t.app, ENDPOINTS.weChatCallback, { code: 'cb-1' }, { session: other })).data
        .openId,
    ).toMatch(/^o/);
    expect(
      await call(t.app, ENDPOINTS.weChatBind, { code: 'invalid-1' }, { session: other }),
    ).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '微信授权失败，请重新授权',
    });
    expect(
      (await call(t.app, ENDPOINTS.weChatBind, { code: '' }, { session: other })).statusCode,
    ).toBe(STATUS.VALIDATION);
  });
});

describe('getSignature', () => {
  it('signs the page URL (fragment removed) with the real algorithm', async () => {
    const url = 'http://localhost:8080/mlogin?x=1';
    const envelope = await call(
      t.app,
      ENDPOINTS.weChatSignature,
      { mid: hq.mid, url: `${url}#/frag` },
      { session: hq },
    );
    expect(envelope.statusCode).toBe(STATUS.OK);
    const { appId, timestamp, nonceStr, signature } = envelope.data;
    expect(appId).toBe(t.settings.weChat.appId);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(signature).toBe(jsSdkSignature(await double().jsapiTicket(), nonceStr, timestamp, url));
  });

  it('refuses a mid of another customer, and a missing url', async () => {
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.weChatSignature,
          { mid: other.mid, url: 'http://x.test/' },
          { session: hq },
        )
      ).statusCode,
    ).toBe(STATUS.FORBIDDEN);
    expect(
      await call(t.app, ENDPOINTS.weChatSignature, { mid: hq.mid, url: '' }, { session: hq }),
    ).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '页面地址无效',
    });
  });
});
