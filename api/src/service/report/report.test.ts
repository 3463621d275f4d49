import { deriveKeys } from '@pest-portal/shared/crypto';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { call, send } from '../../testing/test-client';
import { pdfText } from '../testing/pdf-text';
import { createServiceTestApp, type ServiceTestApp } from '../testing/service-test-app';
import { dataOf, sessionOf, taskIdsOf, type Session } from '../testing/sessions';

let t: ServiceTestApp;
let hq: Session;
let other: Session;
let taskId: number;
let orderNo: string;

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  other = await sessionOf(t.app, t.db, 'other_demo');
  [taskId = 0] = await taskIdsOf(t.db, '上海徐汇店', 'waitSign', 1);
  // A rating written to break out of the markup: the report must show it as text.
  dataOf(
    await call(
      t.app,
      ENDPOINTS.taskCommentAdd,
      { taskId, score: 5, content: '<script>alert(1)</script>很满意' },
      { session: hq },
    ),
  );
  orderNo = dataOf(await call(t.app, ENDPOINTS.taskDetail, { taskId }, { session: hq })).orderNo;
}, 120_000);
afterAll(() => t.close());

describe('reportHtml', () => {
  it('renders the report with every value escaped and no script', async () => {
    const report = dataOf(await call(t.app, ENDPOINTS.taskReportHtml, { taskId }, { session: hq }));
    expect(report.orderNo).toBe(orderNo);
    expect(report.html).toContain(orderNo);
    expect(report.html).toContain('上海徐汇店');
    expect(report.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;很满意');
    expect(report.html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    expect(report.html).toContain("default-src 'none'");
  });
});

describe('the PDF', () => {
  it('downloads as a binary with a proper file name, with the order number and Chinese text', async () => {
    const response = await send(t.app, ENDPOINTS.taskReportDownSteam, { taskId }, { session: hq });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="report-${orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`服务报告-${orderNo}.pdf`)}`,
    );
    // The npm font (the default, service-config.test.ts) embedded as a subset.
    expect(response.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(orderNo);
    for (const words of [
      '服务报告',
      '上海徐汇店',
      '设备检查',
      '药剂及材料',
      '<script>alert(1)</script>很满意',
    ])
      expect(text).toContain(words);
  }, 20_000);

  it('downloads the same when the query is encrypted, and answers an envelope when refused', async () => {
    const keys = deriveKeys(t.settings.crypto.key);
    const encrypted = await send(
      t.app,
      ENDPOINTS.taskReportDownSteam,
      { taskId },
      { session: hq, keys },
    );
    expect(encrypted.headers['content-type']).toBe('application/pdf');
    const refused = await send(
      t.app,
      ENDPOINTS.taskReportDownSteam,
      { taskId },
      { session: other },
    );
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json()).toMatchObject({ statusCode: STATUS.NOT_FOUND });
  }, 20_000);

  it('opens from a report link without headers, and not from a forged one', async () => {
    const link = dataOf(await call(t.app, ENDPOINTS.taskReportUrl, { taskId }, { session: hq }));
    expect(link).toMatchObject({
      fileName: `服务报告-${orderNo}.pdf`,
      expiresAt: '2026-11-23 10:10:00',
    });
    const opened = await t.app.inject({
      method: 'GET',
      url: link.url.replace(t.settings.api.basePath, ''),
    });
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline; /);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    // Another task's id under the same MAC is not a ticket for it.
    const forged = link.url.replace(/ticket=\d+\./, 'ticket=1.');
    const refused = await t.app.inject({
      method: 'GET',
      url: forged.replace(t.settings.api.basePath, ''),
    });
    expect(refused.json()).toMatchObject({ statusCode: STATUS.FORBIDDEN });
  }, 20_000);
});
