import {
  ENCRYPTED_QUERY_PARAM,
  ENDPOINTS,
  STATUS,
  SYSTEM_TYPE,
  type SessionInfo,
} from '@pest-portal/shared/contract';
import { decryptJson, deriveKeys, encryptJson, type CodecKeys } from '@pest-portal/shared/crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';

const UNDECRYPTABLE = { statusCode: STATUS.VALIDATION, message: '请求数据无法解密' };

let t: TestApp;
let keys: CodecKeys;
let store: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  keys = deriveKeys(t.settings.crypto.key);
  store = await login(t.app, 'store_demo');
});
afterAll(() => t.close());

const headers = () => ({
  systemType: SYSTEM_TYPE,
  token: store.token,
  key: store.key,
  mid: String(store.mid),
});
const body = (response: LightMyRequestResponse) =>
  response.json() as { statusCode: number; message: string; data: unknown };

/** Issue 9 "Input": each of the requests that answered 500 with a stack, now a clear 400 or 404. */
describe('malformed input', () => {
  it('refuses an id beyond the integer column, in a query, a body and the mid header', async () => {
    const detail = await call(
      t.app,
      ENDPOINTS.taskDetail,
      { taskId: 2147483648 },
      { session: store },
    );
    expect(detail).toMatchObject({
      statusCode: STATUS.VALIDATION,
      data: [{ field: 'taskId', defaultMessage: '工单格式不正确' }],
    });
    const page = await call(
      t.app,
      ENDPOINTS.riskPointPage,
      { pageNum: 1, pageSize: 10, memberId: 2 ** 40 },
      { session: store },
    );
    expect(page.statusCode).toBe(STATUS.VALIDATION);
    const mid = await call(
      t.app,
      ENDPOINTS.feedbackPage,
      { pageNum: 1, pageSize: 10 },
      { session: { ...store, mid: '2147483648' } },
    );
    expect(mid.statusCode).toBe(STATUS.FORBIDDEN);
    const brand = await call(t.app, ENDPOINTS.getBaseByDomain, {
      doMain: 'http://localhost',
      isHq: 'false',
      memberId: '2147483648',
    });
    expect(brand.statusCode).toBe(STATUS.OK);
  });

  it('refuses NUL in any text, with or without login', async () => {
    const login = await call(t.app, ENDPOINTS.login, {
      loginType: 'password',
      account: '\u0000',
      password: 'x',
    });
    expect(login).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '账号或手机号含有无效字符',
    });
    const risk = await call(
      t.app,
      ENDPOINTS.riskPointAdd,
      { riskTypeId: 1, riskGradeId: 1, location: 'a\u0000b', description: '描述', images: [] },
      { session: store },
    );
    expect(risk).toMatchObject({
      statusCode: STATUS.VALIDATION,
      data: [{ field: 'location', defaultMessage: '位置含有无效字符' }],
    });
  });

  it('refuses huge text before reading it', async () => {
    const huge = await call(
      t.app,
      ENDPOINTS.taskPage,
      { pageNum: 1, pageSize: 10, orderNo: 'x'.repeat(100_000) },
      { session: store },
    );
    expect(huge).toMatchObject({ statusCode: STATUS.VALIDATION, message: '工单号不能超过40个字' });
  });

  it('answers malformed JSON, a wrong content type and bad ciphertext with 400', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.feedbackPage.path,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"pageNum": 1,',
    });
    expect(body(json)).toMatchObject({ statusCode: STATUS.VALIDATION, message: '请求格式错误' });
    const garbage = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.taskDetail.path,
      headers: { ...headers(), decrypt: '1' },
      query: { [ENCRYPTED_QUERY_PARAM]: 'not-a-ciphertext' },
    });
    expect(decryptJson(garbage.body, keys)).toMatchObject(UNDECRYPTABLE);
    const wire = encryptJson({ pageNum: 1, pageSize: 10 }, keys);
    const at = wire.length - 10;
    const tampered = `${wire.slice(0, at)}${wire[at] === 'A' ? 'B' : 'A'}${wire.slice(at + 1)}`;
    const mac = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.taskPage.path,
      headers: { ...headers(), decrypt: '1', 'content-type': 'text/plain' },
      payload: tampered,
    });
    expect(decryptJson(mac.body, keys)).toMatchObject(UNDECRYPTABLE);
  });

  it('answers a malformed multipart body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.fileUpload.path,
      headers: { ...headers(), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).statusCode).toBe(STATUS.VALIDATION);
  });

  it('answers bad paths with 400 or 404, never 500', async () => {
    for (const url of [
      '/brand/%00',
      '/files/%00',
      '/service-assets/%00',
      '/files/%E0%A4%A',
      '/customer/task/detail/%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, http: response.statusCode }).toEqual({ url, http: 200 });
      expect([STATUS.VALIDATION, STATUS.NOT_FOUND]).toContain(body(response).statusCode);
    }
  });

  it('words validation messages in English when the request asks for it', async () => {
    const envelope = await call(
      t.app,
      ENDPOINTS.taskDetail,
      { taskId: 0 },
      { session: store, headers: { 'accept-language': 'en-US,en;q=0.9' } },
    );
    expect(envelope).toMatchObject({
      statusCode: STATUS.VALIDATION,
      data: [{ field: 'taskId', defaultMessage: 'The work order is not valid' }],
    });
    const rule = await call(
      t.app,
      ENDPOINTS.taskPage,
      { pageNum: 1, pageSize: 10, startDate: '2026-05-01', endDate: '2026-04-01' },
      { session: store, headers: { 'accept-language': 'en-US' } },
    );
    expect(rule.message).toBe('The end date cannot be before the start date');
  });
});
