import {
  ENDPOINTS,
  NO_VALID_CUSTOMER,
  STATUS,
  type SessionInfo,
} from '@pest-portal/shared/contract';
import { EXPIRED_SESSION_RETENTION_DAYS } from '../auth/sessions';
import { EXPIRED_DEMO_TOKEN } from '../seed/demo-data';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';

let t: TestApp;
let hq: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  hq = await login(t.app, 'hq_demo');
  other = await login(t.app, 'other_demo');
});
afterAll(() => t.close());

const baseInfo = (session: CallSession, headers?: Record<string, string | undefined>) =>
  call(t.app, ENDPOINTS.weChatBaseInfo, {}, { session, headers });
type CallSession = Pick<SessionInfo, 'token' | 'key'> & { mid: number | string };

describe('token checks', () => {
  it('answers 304 without a token or with an unknown one', async () => {
    expect(await call(t.app, ENDPOINTS.weChatBaseInfo, {})).toMatchObject({
      statusCode: STATUS.NO_TOKEN,
      message: '请先登录',
    });
    expect((await baseInfo({ ...hq, token: 'not-a-token' })).statusCode).toBe(STATUS.NO_TOKEN);
  });

  it('answers 306 for an expired token (the seeded one)', async () => {
    const envelope = await baseInfo({ ...hq, token: EXPIRED_DEMO_TOKEN });
    expect(envelope).toMatchObject({
      statusCode: STATUS.TOKEN_EXPIRED,
      message: '登录已过期，请重新登录',
    });
  });

  it('answers 306 when a session outlives its TTL', async () => {
    const session = await login(t.app, 'store_demo');
    t.clock.advance(t.settings.tokenTtlHours * 3600_000 + 1000);
    expect((await baseInfo(session)).statusCode).toBe(STATUS.TOKEN_EXPIRED);
    t.clock.advance(-(t.settings.tokenTtlHours * 3600_000 + 1000));
  });

  it('drops an account’s sessions expired longer than the retention when it logs in again', async () => {
    const account = await t.db.query<{ id: number }>(
      "select id from accounts where account_name = 'store_demo'",
    );
    const id = account[0]?.id;
    const day = 86_400_000;
    const now = t.clock.now().getTime();
    const old = new Date(now - (EXPIRED_SESSION_RETENTION_DAYS + 1) * day);
    const recent = new Date(now - day);
    for (const [hash, expires] of [
      ['purge-test-old', old],
      ['purge-test-recent', recent],
    ] as const) {
      await t.db.query(
        'insert into sessions (account_id, token_hash, created_at, expires_at) values ($1, $2, $3, $3)',
        [id, hash, expires],
      );
    }
    await login(t.app, 'store_demo');
    const left = await t.db.query<{ token_hash: string }>(
      "select token_hash from sessions where token_hash like 'purge-test-%'",
    );
    expect(left.map((r) => r.token_hash)).toEqual(['purge-test-recent']);
  });

  it('answers 304 when the key is not the account’s', async () => {
    expect((await baseInfo({ ...hq, key: other.key })).statusCode).toBe(STATUS.NO_TOKEN);
    expect((await baseInfo(hq, { key: undefined })).statusCode).toBe(STATUS.NO_TOKEN);
  });

  it('lets an account of an invalid customer log in, then answers 305 无有效客户', async () => {
    const expired = await login(t.app, 'expired_demo');
    expect(await baseInfo(expired)).toMatchObject({
      statusCode: STATUS.NO_CUSTOMER,
      message: NO_VALID_CUSTOMER,
    });
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.feedbackPage,
          { pageNum: 1, pageSize: 10 },
          { session: expired },
        )
      ).statusCode,
    ).toBe(STATUS.NO_CUSTOMER);
    expect((await call(t.app, ENDPOINTS.sessionCheck, {}, { session: expired })).statusCode).toBe(
      STATUS.NO_CUSTOMER,
    );
    expect((await call(t.app, ENDPOINTS.logout, {}, { session: expired })).statusCode).toBe(
      STATUS.OK,
    );
  });
});

describe('mid header', () => {
  it('accepts any company the account covers, down to sub-companies', async () => {
    for (const mid of hq.memberIdList)
      expect((await baseInfo({ ...hq, mid })).statusCode).toBe(STATUS.OK);
  });

  it('answers 403 for a member of another customer, or nonsense', async () => {
    for (const mid of [other.mid, 'abc', -1]) {
      expect(await baseInfo({ ...hq, mid })).toMatchObject({
        statusCode: STATUS.FORBIDDEN,
        message: '无权访问该公司的数据',
      });
    }
  });
});

describe('session check and logout', () => {
  it('returns the session behind the token, for the company in mid', async () => {
    const company = hq.companyList[0]?.memberInfoList?.[1];
    const envelope = await call(
      t.app,
      ENDPOINTS.sessionCheck,
      {},
      { session: { ...hq, mid: company?.memberId ?? 0 } },
    );
    expect(envelope.statusCode).toBe(STATUS.OK);
    expect(envelope.data).toMatchObject({
      token: hq.token,
      key: hq.key,
      mid: company?.memberId,
      companyName: company?.memberName,
      isHq: false,
    });
    expect(envelope.data.companyList).toEqual(hq.companyList);
  });

  it('works with the token alone (a session handed over to /homeCheck)', async () => {
    const envelope = await call(
      t.app,
      ENDPOINTS.sessionCheck,
      {},
      { headers: { token: hq.token } },
    );
    expect(envelope.data).toMatchObject({ key: hq.key, mid: hq.mid, companyName: '华东餐饮集团' });
  });

  it('ends the session on logout, and only that one', async () => {
    const second = await login(t.app, 'hq_demo');
    expect((await call(t.app, ENDPOINTS.logout, {}, { session: second })).statusCode).toBe(
      STATUS.OK,
    );
    expect((await call(t.app, ENDPOINTS.sessionCheck, {}, { session: second })).statusCode).toBe(
      STATUS.NO_TOKEN,
    );
    expect((await call(t.app, ENDPOINTS.sessionCheck, {}, { session: hq })).statusCode).toBe(
      STATUS.OK,
    );
  });
});

describe('unknown routes', () => {
  it('answer an envelope 404', async () => {
    for (const [method, url] of [
      ['GET', '/nowhere'],
      ['POST', '/customer/nothing/page'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { systemType: '4', token: hq.token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        statusCode: STATUS.NOT_FOUND,
        message: '接口不存在',
        data: null,
      });
    }
  });
});
