import { ENDPOINTS, STATUS, type SessionInfo } from '@pest-portal/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';
import { jsSdkSignature } from './js-sdk-signature';
import { WeChatError, type WeChatAdapter, type WeChatNotice } from './wechat-adapter';
import { weChatDouble } from './wechat-double';
import { BIND_NOTICE } from './wechat-routes';

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

  it('sendCallBack confirms the binding to the bound user, and refuses an unbound account', async () => {
    const sent: WeChatNotice[] = [];
    const app = await t.build({ weChat: weChatDouble(t.settings.weChat.appId, sent) });
    try {
      expect(await call(app, ENDPOINTS.weChatCallback, {}, { session: other })).toMatchObject({
        statusCode: STATUS.VALIDATION,
        message: '尚未绑定微信，请先授权绑定',
      });
      expect(sent).toEqual([]);
      const bound = await call(app, ENDPOINTS.weChatBind, { code: 'cb-0001' }, { session: other });
      const confirmed = await call(app, ENDPOINTS.weChatCallback, {}, { session: other });
      expect(confirmed).toMatchObject({ statusCode: STATUS.OK, data: bound.data });
      expect(sent).toEqual([{ openId: bound.data.openId, text: BIND_NOTICE }]);
    } finally {
      await call(app, ENDPOINTS.weChatUnbind, {}, { session: other });
    }
  });

  it('sendCallBack says so when the platform does not deliver the notice', async () => {
    const failing: WeChatAdapter = {
      ...weChatDouble(t.settings.weChat.appId),
      sendBindNotice: () => Promise.reject(new WeChatError('45015 response out of time limit')),
    };
    const app = await t.build({ weChat: failing });
    try {
      await call(app, ENDPOINTS.weChatBind, { code: 'cb-0002' }, { session: other });
      expect(await call(app, ENDPOINTS.weChatCallback, {}, { session: other })).toMatchObject({
        statusCode: STATUS.SERVER_ERROR,
        message: '微信通知发送失败，请稍后再试',
      });
    } finally {
      await call(app, ENDPOINTS.weChatUnbind, {}, { session: other });
    }
  });

  it('refuses a bad or missing code', async () => {
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
