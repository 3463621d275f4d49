import {
  ENCRYPTED_QUERY_PARAM,
  ENDPOINTS,
  STATUS,
  type Envelope,
  type SessionInfo,
} from '@pest-portal/shared/contract';
import { decryptJson, deriveKeys, encryptJson, type CodecKeys } from '@pest-portal/shared/crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, send } from '../testing/test-client';

let t: TestApp;
let keys: CodecKeys;
let strict: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  keys = deriveKeys(t.settings.crypto.key);
  strict = await t.build({ requireEncryption: true });
});
afterAll(() => t.close());

const credentials = { loginType: 'password', account: 'hq_demo', password: DEMO_PASSWORD } as const;

function tamper(wire: string): string {
  const bytes = Buffer.from(wire, 'base64');
  bytes[20] = (bytes[20] ?? 0) ^ 1;
  return bytes.toString('base64');
}

describe('wire encryption (spec §7)', () => {
  it('takes an encrypted POST body and answers with an encrypted envelope', async () => {
    const response = await send(t.app, ENDPOINTS.login, credentials, { keys });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).not.toContain('华东餐饮集团');
    const envelope = decryptJson<Envelope<SessionInfo>>(response.body, keys);
    expect(envelope).toMatchObject({
      statusCode: STATUS.OK,
      data: { companyName: '华东餐饮集团' },
    });
  });

  it('takes GET parameters as one encrypted q parameter', async () => {
    const envelope = await call(
      t.app,
      ENDPOINTS.getBaseByDomain,
      { doMain: 'https://portal.cleanshield.cn' },
      { keys },
    );
    expect(envelope.data.customerName).toBe('洁盾有害生物防治');
  });

  it('works for data calls with a session', async () => {
    const session = (await call(t.app, ENDPOINTS.login, credentials, { keys })).data;
    const page = await call(
      t.app,
      ENDPOINTS.feedbackPage,
      { pageNum: 1, pageSize: 5 },
      { keys, session },
    );
    expect(page.statusCode).toBe(STATUS.OK);
    expect(page.data.list).toHaveLength(5);
  });

  it('refuses plaintext when encryption is required, and serves encrypted calls', async () => {
    const plain = await call(strict, ENDPOINTS.login, credentials);
    expect(plain.statusCode).toBe(STATUS.VALIDATION);
    expect(plain.data).toEqual([
      { field: 'decrypt', defaultMessage: '请求必须加密：缺少 decrypt 请求头，或加密未开启' },
    ]);
    expect((await call(strict, ENDPOINTS.login, credentials, { keys })).statusCode).toBe(STATUS.OK);
  });

  it('refuses a tampered body or query with an encrypted 400', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      headers: { systemType: '4', decrypt: '1', 'content-type': 'text/plain;charset=utf-8' },
      payload: tamper(encryptJson(credentials, keys)),
    });
    expect(decryptJson(body.body, keys)).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '请求数据无法解密',
    });
    const query = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.getBaseByDomain.path,
      headers: { systemType: '4', decrypt: '1' },
      query: { [ENCRYPTED_QUERY_PARAM]: tamper(encryptJson({ doMain: 'http://localhost' }, keys)) },
    });
    expect(decryptJson(query.body, keys)).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '请求数据无法解密',
    });
  });

  it('refuses a message made with another key, and a plain JSON body sent as encrypted', async () => {
    const other = deriveKeys('another-key-entirely');
    const wrongKey = await send(t.app, ENDPOINTS.login, credentials, { keys: other });
    expect(decryptJson(wrongKey.body, keys)).toMatchObject({ message: '请求数据无法解密' });
    const plainBody = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      headers: { systemType: '4', decrypt: '1' },
      payload: credentials,
    });
    expect(decryptJson(plainBody.body, keys)).toMatchObject({ message: '请求数据无法解密' });
  });

  it('encrypts the 404 of an unknown route too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/customer/unknown',
      headers: { systemType: '4', decrypt: '1' },
    });
    expect(decryptJson(response.body, keys)).toEqual({
      statusCode: STATUS.NOT_FOUND,
      message: '接口不存在',
      data: null,
    });
  });
});
