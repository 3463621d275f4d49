import {
  QUALIFICATION_ENDPOINTS as Q,
  type SystemFile,
} from '@pest-portal/shared/contract/qualification';
import { STATUS } from '@pest-portal/shared/contract';
import { call, send } from '../testing/test-client';
import { pdfText } from '../service/testing/pdf-text';
import type { ServiceTestApp } from '../service/testing/service-test-app';
import { dataOf, sessionOf, type Session } from '../service/testing/sessions';
import { createQualificationTestApp } from './testing/qualification-test-app';

let t: ServiceTestApp;
let store: Session;
let other: Session;

beforeAll(async () => {
  t = await createQualificationTestApp();
  store = await sessionOf(t.app, t.db, 'store_demo');
  other = await sessionOf(t.app, t.db, 'other_demo');
}, 240_000);
afterAll(() => t.close());

const page = (input: Parameters<typeof call<typeof Q.systemFilesPage>>[2], session = store) =>
  call(t.app, Q.systemFilesPage, input, { session });

async function allFiles(keyword?: string): Promise<SystemFile[]> {
  const rows: SystemFile[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const p = dataOf(await page({ pageNum, pageSize: 4, ...(keyword ? { keyword } : {}) }));
    rows.push(...p.list);
    if (rows.length >= p.total || !p.list.length) return rows;
  }
}

describe('systemFiles/page', () => {
  it('pages on the server, grouped by kind, every file once', async () => {
    const first = dataOf(await page({ pageNum: 1, pageSize: 4 }));
    expect(first.list).toHaveLength(4);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from qualification_files f join accounts a on a.customer_id = f.customer_id
        where a.account_name = 'store_demo'`,
    )) as [{ n: number }];
    expect(first.total).toBe(n);
    const rows = await allFiles();
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r.id)).size).toBe(n);
    const kinds = rows.map((r) => r.kind);
    // Grouped: once a kind ends it does not come back on a later page.
    expect(kinds.filter((k, i) => k !== kinds[i - 1]).length).toBe(new Set(kinds).size);
    expect(first.kinds.reduce((s, k) => s + k.count, 0)).toBe(n);
  });

  it('searches by name or number, and escapes LIKE wildcards', async () => {
    const found = await allFiles('溴敌隆');
    expect(found.map((r) => r.name).sort()).toEqual(
      ['农药登记证 0.005%溴敌隆毒饵', '安全技术说明书 0.005%溴敌隆毒饵'].sort(),
    );
    expect((await allFiles('WP20150077')).map((r) => r.kind)).toContain('pesticideRegistration');
    // Without escaping, _ would match any one character, so every file.
    expect(dataOf(await page({ pageNum: 1, pageSize: 10, keyword: '_' })).total).toBe(0);
    expect((await allFiles('0.05%氟')).every((r) => r.name.includes('0.05%氟'))).toBe(true);
  });

  it('marks and counts expired and expiring files as of today', async () => {
    const rows = await allFiles();
    const by = (name: string) => rows.find((r) => r.name === name);
    expect(by('农药登记证 0.005%溴敌隆毒饵')).toMatchObject({ validity: 'expired', daysLeft: -15 });
    expect(by('技术员证书 王强')).toMatchObject({ validity: 'expired', daysLeft: -40 });
    expect(by('有害生物防制服务资质证书（A级）')).toMatchObject({
      validity: 'expiring',
      daysLeft: 20,
    });
    expect(by('技术员证书 李娜')).toMatchObject({ validity: 'expiring', daysLeft: 9 });
    expect(by('营业执照')).toMatchObject({ validity: 'valid', validTo: null, daysLeft: null });
    const { summary } = dataOf(await page({ pageNum: 1, pageSize: 1, keyword: '营业执照' }));
    expect(summary).toEqual({ total: rows.length, expired: 2, expiring: 2 });
  });

  it('refuses bad input with a clear message', async () => {
    const body = await call(
      t.app,
      Q.systemFilesPage,
      { pageNum: 1, pageSize: 500 },
      { session: store },
    );
    expect(body.statusCode).toBe(STATUS.VALIDATION);
    expect(body.message).toBe('每页条数须在1到100之间');
    const kind = await send(
      t.app,
      Q.systemFilesPage,
      { pageNum: 1, pageSize: 5, kind: 'x' } as never,
      {
        session: store,
      },
    );
    expect(kind.json()).toMatchObject({ statusCode: STATUS.VALIDATION, message: '文件类别无效' });
  });
});

describe('the file download', () => {
  it('sends the real file with its real name, private and never sniffed', async () => {
    const [licence] = await allFiles('资质证书');
    const response = await send(
      t.app,
      Q.systemFileDownload,
      { fileId: licence!.id },
      { session: store },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="A.pdf"; filename*=UTF-8''${encodeURIComponent(licence!.fileName)}`,
    );
    expect(licence!.fileName).toBe('有害生物防制服务资质证书（A级）.pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('有害生物防制服务机构资质证书');
    expect(text).toContain(`至 ${licence!.validTo}`);
    expect(response.rawPayload.length).toBe(licence!.size);
  });

  it('previews a PDF with its page image and an image as itself', async () => {
    const [pdf] = await allFiles('服务合同');
    const preview = await send(t.app, Q.systemFilePreview, { fileId: pdf!.id }, { session: store });
    expect(preview.headers['content-type']).toBe('image/svg+xml');
    expect(preview.body).toMatch(/^<svg [^>]*viewBox="0 0 595 842"/);
    expect(preview.body).not.toMatch(/<script|href=/i);
    const [image] = await allFiles('技术员证书 张伟');
    expect(image!.contentType).toBe('image/svg+xml');
    const own = await send(t.app, Q.systemFilePreview, { fileId: image!.id }, { session: store });
    expect(own.rawPayload.length).toBe(image!.size);
  });

  it("refuses another customer's file as not found", async () => {
    const [mine] = await allFiles('营业执照');
    const response = await send(
      t.app,
      Q.systemFileDownload,
      { fileId: mine!.id },
      { session: other },
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: STATUS.NOT_FOUND, message: '文件不存在' });
    const preview = await send(
      t.app,
      Q.systemFilePreview,
      { fileId: mine!.id },
      { session: other },
    );
    expect(preview.json()).toMatchObject({ statusCode: STATUS.NOT_FOUND });
  });
});
