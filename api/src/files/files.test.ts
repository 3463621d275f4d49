import { readdir } from 'node:fs/promises';
import path from 'node:path';
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
import { TOO_MANY_BYTES, TOO_MANY_FILES } from './upload-quota';
import { NOT_ONLY_IMAGE, TOO_BIG, WRONG_TYPE } from './upload-route';

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

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });
const uploadsDir = () => path.join(t.settings.dataDir, 'uploads');

describe('upload', () => {
  it('stores a PNG under a server-made name and serves it back', async () => {
    const envelope = await upload(hq, SAMPLE.png, '../../etc/签名.png', 'image/png');
    expect(envelope.statusCode).toBe(STATUS.OK);
    expect(envelope.data).toMatchObject({
      fileName: '签名.png',
      size: SAMPLE.png.length,
      contentType: 'image/png',
    });
    expect(envelope.data.fileUrl).toMatch(
      /^\/api\/files\/[0-9a-f]{32}\.png\?t=\d+\.\d+\.[\w-]{43}$/,
    );
    const served = await fetchFile(envelope.data.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(served.rawPayload.equals(SAMPLE.png)).toBe(true);
  });

  it('serves a file only through a link of a live session of the uploader’s customer', async () => {
    const { fileUrl } = (await upload(hq, SAMPLE.png, 'private.png', 'image/png')).data;
    const bare = fileUrl.split('?')[0] ?? '';
    expect((await fetchFile(bare)).json()).toMatchObject({ statusCode: STATUS.NOT_FOUND });
    // A ticket for another name, or with a changed expiry, opens nothing.
    const [, ticket = ''] = fileUrl.split('?t=');
    const mine = (await upload(hq, SAMPLE.png, 'mine.png', 'image/png')).data.fileUrl;
    expect((await fetchFile(`${mine.split('?')[0]}?t=${ticket}`)).statusCode).toBe(200);
    const [sid, exp, mac] = ticket.split('.');
    const later = `${bare}?t=${sid}.${Number(exp) + 3600}.${mac}`;
    expect((await fetchFile(later)).json()).toMatchObject({ statusCode: STATUS.NOT_FOUND });
    // Another customer's session never gets a link that opens it, even one for its own session.
    const theirs = (await upload(other, SAMPLE.png, 'theirs.png', 'image/png')).data.fileUrl;
    const [, otherTicket = ''] = theirs.split('?t=');
    expect((await fetchFile(`${bare}?t=${otherTicket}`)).json()).toMatchObject({
      statusCode: STATUS.NOT_FOUND,
    });
  });

  it('ends a file link at logout', async () => {
    const session = await login(t.app, 'store_demo');
    const { fileUrl } = (await upload(session, SAMPLE.png, 'bye.png', 'image/png')).data;
    expect((await fetchFile(fileUrl)).statusCode).toBe(200);
    await call(t.app, ENDPOINTS.logout, {}, { session });
    expect((await fetchFile(fileUrl)).json()).toMatchObject({ statusCode: STATUS.NOT_FOUND });
  });

  it('serves an uploaded PDF as a download only', async () => {
    const { fileUrl } = (await upload(hq, SAMPLE.pdf, 'scan.pdf')).data;
    const served = await fetchFile(fileUrl);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses a PNG with HTML appended; keeps only the image of such a JPEG', async () => {
    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    expect(
      await upload(hq, Buffer.concat([SAMPLE.png, script]), 'polyglot.png', 'image/png'),
    ).toMatchObject({ statusCode: STATUS.VALIDATION, message: NOT_ONLY_IMAGE });
    const jpeg = await upload(hq, Buffer.concat([SAMPLE.jpeg, script]), 'photo.jpg');
    expect(jpeg.data.size).toBe(SAMPLE.jpeg.length);
    expect((await fetchFile(jpeg.data.fileUrl)).rawPayload.equals(SAMPLE.jpeg)).toBe(true);
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

  it('takes exactly 5 MB; refuses one byte more every time, storing nothing', async () => {
    const [head, tail] = [Buffer.from('%PDF-1.4\n'), Buffer.from('\n%%EOF\n')];
    const padding = Buffer.alloc(5 * 1024 * 1024 - head.length - tail.length, 0x20);
    const exact = Buffer.concat([head, padding, tail]);
    expect(exact.length).toBe(5 * 1024 * 1024);
    const before = await readdir(uploadsDir());
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upload(other, over, 'over.pdf', 'application/pdf')),
    );
    for (const answer of answers) expect(answer).toMatchObject({ message: TOO_BIG });
    expect(await readdir(uploadsDir())).toEqual(before);
    expect((await upload(other, exact, 'exact.pdf')).data.size).toBe(exact.length);
  }, 30_000);

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
    const gone = await fetchFile(fileUrl);
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

// Last: it moves the clock a day on, which ends the sessions above.
describe('daily limits', () => {
  it('limits each account’s uploads per day, by count and by volume', async () => {
    const limits = t.settings.security;
    const saved = { ...limits };
    const session = await login(t.app, 'pwd_demo');
    try {
      limits.uploadDailyFiles = 2;
      expect((await upload(session, SAMPLE.png, '1.png')).statusCode).toBe(STATUS.OK);
      expect((await upload(session, SAMPLE.png, '2.png')).statusCode).toBe(STATUS.OK);
      expect(await upload(session, SAMPLE.png, '3.png')).toMatchObject({
        statusCode: STATUS.VALIDATION,
        message: TOO_MANY_FILES,
      });
      // Another account is not affected (store_demo uploaded one file above).
      const store = await login(t.app, 'store_demo');
      expect((await upload(store, SAMPLE.png, 'x.png')).statusCode).toBe(STATUS.OK);
      limits.uploadDailyFiles = 100;
      limits.uploadDailyBytes = SAMPLE.png.length * 3;
      expect((await upload(session, SAMPLE.png, '4.png')).statusCode).toBe(STATUS.OK);
      expect(await upload(session, SAMPLE.png, '5.png')).toMatchObject({ message: TOO_MANY_BYTES });
      // The next day counts afresh.
      t.clock.advance(24 * 3600_000);
      const tomorrow = await login(t.app, 'pwd_demo');
      expect((await upload(tomorrow, SAMPLE.png, '6.png')).statusCode).toBe(STATUS.OK);
    } finally {
      Object.assign(limits, saved);
    }
  });
});
