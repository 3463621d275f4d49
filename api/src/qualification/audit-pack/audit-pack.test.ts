import AdmZip from 'adm-zip';
import { STATUS } from '@pest-portal/shared/contract';
import {
  QUALIFICATION_ENDPOINTS as Q,
  type AuditPackInput,
} from '@pest-portal/shared/contract/qualification';
import { shiftDay } from '../../seed/qualification/demo-documents';
import { todayOf } from '../../service/period';
import { pdfText } from '../../service/testing/pdf-text';
import type { ServiceTestApp } from '../../service/testing/service-test-app';
import { dataOf, sessionOf, type Session } from '../../service/testing/sessions';
import { call, send } from '../../testing/test-client';
import { createQualificationTestApp } from '../testing/qualification-test-app';
import { MEMBER_REFUSED } from './pack-scope';

let t: ServiceTestApp;
let store: Session;
let hq: Session;
let storeMember: number;
const memberId = async (name: string) =>
  (await t.db.query<{ id: number }>('select id from members where name = $1', [name]))[0]!.id;

beforeAll(async () => {
  t = await createQualificationTestApp();
  store = await sessionOf(t.app, t.db, 'store_demo');
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  storeMember = await memberId('上海静安食品有限公司');
}, 240_000);
afterAll(() => t.close());

/** Order numbers of the signed visits of these members (and their sub-companies) planned in the period. */
async function signedOrders(
  names: string[],
  startDate: string,
  endDate: string,
): Promise<string[]> {
  const rows = await t.db.query<{ orderNo: string }>(
    `with recursive tree as (select id from members where name = any($1::text[])
       union select m.id from members m join tree on m.parent_id = tree.id)
     select order_no as "orderNo" from tasks where member_id in (select id from tree)
        and status = 'finished' and plan_date between $2::date and $3::date order by order_no`,
    [names, startDate, endDate],
  );
  return rows.map((r) => r.orderNo);
}

async function download(input: AuditPackInput, session: Session) {
  const response = await send(t.app, Q.auditPackDownload, input, { session });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return { zip: new AdmZip(response.rawPayload), response };
}

const entryText = (zip: AdmZip, name: string) => zip.getEntry(name)!.getData();
const reportOrders = (zip: AdmZip) =>
  zip
    .getEntries()
    .map((e) => e.entryName)
    .filter((n) => n.startsWith('02-服务报告/'))
    .map((n) => /服务报告-(.+)\.pdf$/.exec(n)?.[1] ?? '')
    .sort();

describe('the audit pack', () => {
  const today = () => todayOf(t.now);

  it("holds the period's signed reports, the valid files, the summaries and an index of it all", async () => {
    const input = {
      memberIds: [storeMember],
      startDate: shiftDay(today(), -365),
      endDate: today(),
    };
    const plan = dataOf(await call(t.app, Q.auditPackPlan, input, { session: store }));
    const orders = await signedOrders(['上海静安食品有限公司'], input.startDate, input.endDate);
    expect(orders.length).toBeGreaterThan(5);
    expect(plan).toMatchObject({ reports: orders.length, members: [{ id: storeMember }] });
    const { zip, response } = await download(input, store);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      plan.fileName,
    );
    const names = zip.getEntries().map((e) => e.entryName);
    expect(names).toHaveLength(plan.entries);
    expect(reportOrders(zip)).toEqual(orders);
    for (const entry of zip.getEntries().filter((e) => e.entryName.startsWith('02-'))) {
      const pdf = entry.getData();
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain(/服务报告-(.+)\.pdf$/.exec(entry.entryName)![1]);
    }
    const files = names.filter((n) => n.startsWith('01-资质文件/'));
    expect(files).toHaveLength(plan.files);
    expect(files.some((n) => n.includes('营业执照'))).toBe(true);
    // Expired files are not "valid qualification files": the lapsed registration stays out.
    expect(files.some((n) => n.includes('农药登记证 0.005%溴敌隆毒饵'))).toBe(false);
    const index = pdfText(entryText(zip, '00-目录.pdf'));
    expect(index).toContain('审核资料包目录');
    expect(index).toContain(`${input.startDate} 至 ${input.endDate}`);
    for (const order of orders) expect(index).toContain(order);
    expect(pdfText(entryText(zip, '03-趋势汇总/虫害与设备趋势汇总.pdf'))).toContain('按月');
    const risks = entryText(zip, '04-风险点/风险点跟进清单.csv').toString('utf8');
    expect(risks.split('\r\n')[0]).toBe(
      '\uFEFF公司,发现时间,来源,风险类型,风险等级,位置,描述,整改建议,跟进状态,处理说明,处理时间',
    );
    expect(risks.split('\r\n').filter(Boolean)).toHaveLength(plan.riskPoints + 1);
  }, 300_000);

  it('covers several companies of a headquarters with their sub-companies', async () => {
    const picked = ['华东餐饮南京有限公司', '杭州西湖店'];
    const input = {
      memberIds: await Promise.all(picked.map(memberId)),
      startDate: shiftDay(today(), -120),
      endDate: today(),
    };
    const orders = await signedOrders(picked, input.startDate, input.endDate);
    const { zip } = await download(input, hq);
    expect(reportOrders(zip)).toEqual(orders);
    expect(zip.getEntries().some((e) => e.entryName.startsWith('02-服务报告/南京新街口店/'))).toBe(
      orders.length > 0,
    );
  }, 300_000);

  it('refuses, with a clear message, companies the caller may not see and bad periods', async () => {
    const hqMember = await memberId('上海徐汇店');
    const input = { memberIds: [storeMember, hqMember], startDate: today(), endDate: today() };
    for (const endpoint of [Q.auditPackPlan, Q.auditPackDownload]) {
      const response = await send(t.app, endpoint, input, { session: store });
      expect(response.json()).toMatchObject({
        statusCode: STATUS.FORBIDDEN,
        message: MEMBER_REFUSED,
      });
    }
    const long = { memberIds: [storeMember], startDate: '2025-01-01', endDate: '2026-06-01' };
    expect(await call(t.app, Q.auditPackPlan, long, { session: store })).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '时间范围最长366天',
    });
    const reversed = { memberIds: [storeMember], startDate: '2026-02-01', endDate: '2026-01-01' };
    expect((await call(t.app, Q.auditPackPlan, reversed, { session: store })).message).toBe(
      '结束日期不能早于开始日期',
    );
    const none = { memberIds: [], startDate: '2026-01-01', endDate: '2026-01-02' };
    expect((await call(t.app, Q.auditPackPlan, none, { session: store })).message).toBe(
      '请选择1到50家公司',
    );
  });

  it('is complete for a year of weekly visits', async () => {
    // 52 signed weekly visits in a year of their own, copied from a signed visit of the store.
    await t.db.query(
      `insert into tasks (customer_id, member_id, order_no, task_type_id, pco_id, technician_id, status,
         plan_date, start_time, end_time, address, contact_name, contact_phone, service_content, findings,
         suggestion, employee_signed_at, customer_sign_path, customer_signer_name, customer_signed_at, created_at)
       select customer_id, member_id, 'WK2030-' || lpad(w::text, 2, '0'), task_type_id, pco_id, technician_id, status,
         date '2030-01-02' + 7 * (w - 1), start_time, end_time, address, contact_name, contact_phone,
         service_content, findings, suggestion, employee_signed_at, customer_sign_path, customer_signer_name,
         customer_signed_at, created_at
         from (select * from tasks where member_id = $1 and status = 'finished' order by id limit 1) t,
              generate_series(1, 52) w`,
      [storeMember],
    );
    const input = { memberIds: [storeMember], startDate: '2030-01-01', endDate: '2030-12-31' };
    const started = Date.now();
    const { zip } = await download(input, store);
    const orders = reportOrders(zip);
    expect(orders).toHaveLength(52);
    expect(orders[0]).toBe('WK2030-01');
    expect(orders[51]).toBe('WK2030-52');
    expect(
      zip.getEntry('02-服务报告/上海静安食品有限公司/2030-12-25-服务报告-WK2030-52.pdf'),
    ).not.toBeNull();
    for (const entry of zip.getEntries().filter((e) => e.entryName.startsWith('02-')))
      expect(entry.getData().subarray(0, 5).toString()).toBe('%PDF-');
    console.log(`52 weekly reports: ${Date.now() - started} ms, ${zip.toBuffer().length} bytes`);
  }, 600_000);
  it('counts the entries packed for the page, to the caller only', async () => {
    const input = { memberIds: [storeMember], startDate: shiftDay(today(), -60), endDate: today() };
    const packId = 'progress-test-0001';
    const before = await call(t.app, Q.auditPackProgress, { packId }, { session: store });
    expect(dataOf(before)).toEqual({ packed: 0, total: 0 });
    const plan = dataOf(await call(t.app, Q.auditPackPlan, input, { session: store }));
    const response = await send(
      t.app,
      Q.auditPackDownload,
      { ...input, packId },
      { session: store },
    );
    expect(new AdmZip(response.rawPayload).getEntries()).toHaveLength(plan.entries);
    const after = await call(t.app, Q.auditPackProgress, { packId }, { session: store });
    expect(dataOf(after)).toEqual({ packed: plan.entries, total: plan.entries });
    // The same pack id is nothing to another account.
    const seenByHq = await call(t.app, Q.auditPackProgress, { packId }, { session: hq });
    expect(dataOf(seenByHq)).toEqual({ packed: 0, total: 0 });
    const bad = await call(t.app, Q.auditPackProgress, { packId: 'x' }, { session: store });
    expect(bad.statusCode).toBe(STATUS.VALIDATION);
  }, 300_000);
});
