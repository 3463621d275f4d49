import {
  ENDPOINTS,
  STATUS,
  type Envelope,
  type SessionInfo,
  type UploadedFile,
} from '@pest-portal/shared/contract';
import { decryptJson, deriveKeys } from '@pest-portal/shared/crypto';
import { SAMPLE, uploadFile } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, envelopeOf, login } from '../testing/test-client';
import { TOO_BIG, WRONG_TYPE } from './upload-route';

let t: TestApp;
let hq: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  [hq, other] = [await login(t.app, 'hq_demo'), await login(t.app, 'other_demo')];
});
afterAll(() => t.close());

const upload = async (
  session: SessionInfo,
  content: Buffer,
  name: string,
  type?: string,
  field?: string,
) => envelopeOf<UploadedFile>(await uploadFile(t.app, { session }, content, name, type, field));

describe('upload', () => {
  it('stores a PNG under a server-made name and serves it back', async () => {
    const envelope = await upload(hq, SAMPLE.png, '../../etc/签名.png', 'image/png');
    expect(envelope.statusCode).toBe(STATUS.OK);
    expect(envelope.data).toMatchObject({
      fileName: '签名.png',
      size: SAMPLE.png.length,
      contentType: 'image/png',
    });
    expect(envelope.data.fileUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({
      method: 'GET',
      url: envelope.data.fileUrl.replace(/^\/api/, ''),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(SAMPLE.png)).toBe(true);
  });

  it('judges the type by content, not by name or declared type', async () => {
    expect((await upload(hq, SAMPLE.pdf, 'scan.bin')).data.contentType).toBe('application/pdf');
    expect((await upload(hq, SAMPLE.jpeg, 'photo.png', 'image/png')).data.contentType).toBe(
      'image/jpeg',
    );
    const html = await upload(
      hq,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.png',
      'image/png',
    );
    expect(html).toMatchObject({ statusCode: STATUS.VALIDATION, message: WRONG_TYPE });
  });

  it('refuses a file over 5 MB, an empty one, and another field', async () => {
    const big = Buffer.concat([SAMPLE.png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(hq, big, 'big.png', 'image/png')).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: TOO_BIG,
    });
    expect(TOO_BIG).toBe('文件不能超过5MB');
    expect((await upload(hq, Buffer.alloc(0), 'empty.png')).message).toBe('文件为空');
    expect((await upload(hq, SAMPLE.png, 'a.png', 'image/png', 'picture')).statusCode).toBe(
      STATUS.VALIDATION,
    );
  });

  it('answers an encrypted envelope when the decrypt header is set (the body stays plain)', async () => {
    const keys = deriveKeys(t.settings.crypto.key);
    const response = await uploadFile(
      t.app,
      { session: hq, keys },
      SAMPLE.png,
      'image.png',
      'image/png',
    );
    expect(decryptJson<Envelope<UploadedFile>>(response.body, keys).data.contentType).toBe(
      'image/png',
    );
  });

  it('needs a session', async () => {
    const response = await uploadFile(
      t.app,
      { session: { token: 'none', key: 'none', mid: 1 } },
      SAMPLE.png,
      'a.png',
    );
    expect(response.json()).toMatchObject({ statusCode: STATUS.NO_TOKEN });
  });
});

describe('delete', () => {
  it('deletes only the caller’s own file', async () => {
    const { fileUrl } = (await upload(hq, SAMPLE.png, 'mine.png')).data;
    expect(await call(t.app, ENDPOINTS.fileDelete, { fileUrl }, { session: other })).toMatchObject({
      statusCode: STATUS.NOT_FOUND,
      message: '文件不存在或无权删除',
    });
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.fileDelete,
          { fileUrl: `http://localhost:8080${fileUrl}` },
          { session: hq },
        )
      ).statusCode,
    ).toBe(STATUS.OK);
    const gone = await t.app.inject({ method: 'GET', url: fileUrl.replace(/^\/api/, '') });
    expect(gone.json()).toMatchObject({ statusCode: STATUS.NOT_FOUND });
    expect((await call(t.app, ENDPOINTS.fileDelete, { fileUrl }, { session: hq })).statusCode).toBe(
      STATUS.NOT_FOUND,
    );
  });

  it('requires fileUrl', async () => {
    expect(
      (await call(t.app, ENDPOINTS.fileDelete, { fileUrl: '' }, { session: hq })).statusCode,
    ).toBe(STATUS.VALIDATION);
  });
});
