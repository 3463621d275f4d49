import { deriveKeys } from '@pest-portal/shared/crypto';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { call, send } from '../../testing/test-client';
import { pdfFillColours, pdfText } from '../testing/pdf-text';
import { createServiceTestApp, type ServiceTestApp } from '../testing/service-test-app';
import { dataOf, sessionOf, taskIdsOf, type Session } from '../testing/sessions';
import { REPORT_COLOURS } from './report-colours';

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
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="report-${orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`服务报告-${orderNo}.pdf`)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
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

  it('heads its sections in the portal green, as the HTML does, never antd blue', async () => {
    const pdf = (await send(t.app, ENDPOINTS.taskReportDownSteam, { taskId }, { session: hq }))
      .rawPayload;
    const colours = pdfFillColours(pdf);
    expect(colours).toContain(REPORT_COLOURS.accent);
    expect(colours).not.toContain('#1677ff');
    const { html } = dataOf(
      await call(t.app, ENDPOINTS.taskReportHtml, { taskId }, { session: hq }),
    );
    expect(html).toContain(`h2{font-size:16px;border-left:4px solid ${REPORT_COLOURS.accent}`);
    expect(html).not.toMatch(/#1677ff/i);
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
    // Shown in the tab it is opened in (the portal's 在新窗口打开PDF), framed by no other site.
    expect(opened.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="report-${orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`服务报告-${orderNo}.pdf`)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
    });
    // Another task's id under the same MAC is not a ticket for it.
    const forged = link.url.replace(/ticket=\d+\./, 'ticket=1.');
    const refused = await t.app.inject({
      method: 'GET',
      url: forged.replace(t.settings.api.basePath, ''),
    });
    expect(refused.json()).toMatchObject({ statusCode: STATUS.FORBIDDEN });
  }, 20_000);
});
