import { ENDPOINTS, STATUS, type CompanyEntry } from '@pest-portal/shared/contract';
import { DASHBOARD_ENDPOINTS as D } from '@pest-portal/shared/contract/dashboard';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from '../service/testing/service-test-app';
import { dataOf, sessionOf, type TestSession } from '../service/testing/sessions';

let t: ServiceTestApp;
let hq: TestSession;
let store: TestSession;

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  store = await sessionOf(t.app, t.db, 'store_demo');
  // Migrating and seeding a fresh database takes a while on a busy machine.
}, 240_000);
afterAll(() => t.close());

const page = { pageNum: 1, pageSize: 1 };
const period = { startDate: '2025-12-01', endDate: '2026-11-30' };
/** The China-time day of an instant, computed in JS (not by the SQL under test). */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const inPeriod = (at: Date, p = period) => chinaDay(at) >= p.startDate && chinaDay(at) <= p.endDate;
/**
 * Whole months, and periods that start or end inside a month or lie within one: the pest
 * charts read whole months and single days from different rows (period-buckets.ts).
 */
const periods = [
  period,
  { startDate: '2026-01-15', endDate: '2026-04-10' },
  { startDate: '2026-03-05', endDate: '2026-03-20' },
  { startDate: '2026-02-16', endDate: '2026-03-12' },
];

interface CatchRow {
  checkedAt: Date;
  pestId: number;
  areaId: number;
  deviceId: number;
  count: number;
}

/** The session's companies and their sub-companies, from its company list. */
function scopeIds(session: TestSession): number[] {
  const ids = (c: CompanyEntry): number[] => [c.memberId, ...(c.memberInfoList ?? []).flatMap(ids)];
  return session.info.companyList.flatMap(ids);
}

/** Every catch of the session's companies in the period, straight from the rows. */
async function catchesOf(session: TestSession, p = period): Promise<CatchRow[]> {
  const rows = await t.db.query<CatchRow>(
    `select dc.checked_at as "checkedAt", dcp.pest_id as "pestId", d.area_id as "areaId", d.id as "deviceId", dcp.count
       from device_checks dc join device_check_pests dcp on dcp.device_check_id = dc.id
       join devices d on d.id = dc.device_id
      where dc.member_id = any($1::int[])`,
    [scopeIds(session)],
  );
  return rows.filter((r) => inPeriod(new Date(r.checkedAt), p));
}

function sumBy<T>(rows: T[], key: (row: T) => string | number, value: (row: T) => number) {
  const out = new Map<string | number, number>();
  for (const row of rows) out.set(key(row), (out.get(key(row)) ?? 0) + value(row));
  return out;
}

describe('orderSummary', () => {
  it.each([
    ['store_demo', () => store],
    ['hq_demo', () => hq],
  ])('gives, for %s, the totals of the five lists it links to', async (_name, who) => {
    const session = who();
    const summary = dataOf(await call(t.app, D.orderSummary, {}, { session }));
    const total = async (endpoint: (typeof ENDPOINTS)['waitSignOrderPage']) =>
      dataOf(await call(t.app, endpoint, page, { session })).total;
    expect(summary).toEqual({
      waitSign: await total(ENDPOINTS.waitSignOrderPage),
      waitService: await total(ENDPOINTS.waitTaskPage),
      remaining: await total(ENDPOINTS.taskSkipPage),
      annualTotal: await total(ENDPOINTS.allTaskPage),
      completed: await total(ENDPOINTS.finishTaskPage),
    });
    expect(summary.annualTotal).toBeGreaterThan(0);
  });
});

describe('pest counts', () => {
  it.each(periods)(
    'count by pest, by month and by area exactly the catches in the rows ($startDate to $endDate)',
    async (period) => {
      const rows = await catchesOf(store, period);
      expect(rows.length).toBeGreaterThan(0);
      const byPest = sumBy(
        rows,
        (r) => r.pestId,
        (r) => r.count,
      );
      const pests = dataOf(await call(t.app, D.pestCount, period, { session: store }));
      expect(new Map(pests.map((p) => [p.pestId, p.count]))).toEqual(byPest);
      const counts = pests.map((p) => p.count);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);

      const months = dataOf(await call(t.app, D.monthPestCount, period, { session: store }));
      const byMonth = sumBy(
        rows,
        (r) => `${chinaDay(r.checkedAt).slice(0, 7)}/${r.pestId}`,
        (r) => r.count,
      );
      expect(new Map(months.map((m) => [`${m.month}/${m.pestId}`, m.count]))).toEqual(byMonth);

      const areas = dataOf(await call(t.app, D.areaPestCount, period, { session: store }));
      const byArea = sumBy(
        rows,
        (r) => r.areaId,
        (r) => r.count,
      );
      for (const area of areas) expect(area.count).toBe(byArea.get(area.areaId) ?? 0);
      expect(areas.reduce((n, a) => n + a.count, 0)).toBe(rows.reduce((n, r) => n + r.count, 0));
    },
  );

  it('narrow to one area with the area filter', async () => {
    const rows = await catchesOf(store);
    const [busiest] = [
      ...sumBy(
        rows,
        (r) => r.areaId,
        (r) => r.count,
      ),
    ].sort((a, b) => b[1] - a[1]);
    const areaId = Number(busiest![0]);
    const pests = dataOf(await call(t.app, D.pestCount, { ...period, areaId }, { session: store }));
    const inArea = rows.filter((r) => r.areaId === areaId);
    expect(pests.reduce((n, p) => n + p.count, 0)).toBe(inArea.reduce((n, r) => n + r.count, 0));
    const areas = dataOf(
      await call(t.app, D.areaPestCount, { ...period, areaId }, { session: store }),
    );
    expect(areas.map((a) => a.areaId)).toEqual([areaId]);
  });
});

describe('devices by area', () => {
  it.each(periods)(
    'counts the devices of each area and those that caught something ($startDate to $endDate)',
    async (period) => {
      const rows = await catchesOf(store, period);
      const devices = await t.db.query<{ areaId: number; n: number }>(
        `select area_id as "areaId", count(*)::int as n from devices where member_id = $1 group by 1`,
        [store.mid],
      );
      const result = dataOf(await call(t.app, D.areaDeviceCount, period, { session: store }));
      expect(new Map(result.map((r) => [r.areaId, r.deviceCount]))).toEqual(
        new Map(devices.map((d) => [d.areaId, d.n])),
      );
      for (const area of result) {
        const active = new Set(rows.filter((r) => r.areaId === area.areaId).map((r) => r.deviceId));
        expect(area.activeCount).toBe(active.size);
      }
      const options = dataOf(await call(t.app, D.selectAreaDevice, {}, { session: store }));
      expect(options.map((o) => o.areaId).sort()).toEqual(result.map((r) => r.areaId).sort());
    },
  );
});

describe('riskTrend', () => {
  it('counts the risk points found per month and those closed', async () => {
    const risks = (
      await t.db.query<{ createdAt: Date; status: string }>(
        'select created_at as "createdAt", status from risk_points where member_id = $1',
        [store.mid],
      )
    ).filter((r) => inPeriod(new Date(r.createdAt)));
    const trend = dataOf(await call(t.app, D.riskTrend, period, { session: store }));
    expect(trend.reduce((n, r) => n + r.found, 0)).toBe(risks.length);
    expect(trend.reduce((n, r) => n + r.closed, 0)).toBe(
      risks.filter((r) => r.status === 'closed').length,
    );
    expect(trend.map((r) => r.month)).toEqual([...trend.map((r) => r.month)].sort());
  });
});

describe('the seeded trends', () => {
  const lastSixMonths = { startDate: '2026-06-01', endDate: '2026-11-23' };

  it("show store_demo's rodent catches rising month by month", async () => {
    const months = dataOf(
      await call(t.app, D.monthPestCount, lastSixMonths, { session: store }),
    ).filter((m) => m.pestName === '褐家鼠');
    expect(months.length).toBeGreaterThanOrEqual(4);
    const counts = months.map((m) => m.count);
    expect(counts.at(-1)!).toBeGreaterThan(counts[0]! * 2);
  });

  it('show the improving site quieter after its corrective action than before', async () => {
    const xuhui = await sessionOf(t.app, t.db, 'hq_demo', '上海徐汇店');
    const total = async (startDate: string, endDate: string) =>
      dataOf(await call(t.app, D.pestCount, { startDate, endDate }, { session: xuhui })).reduce(
        (n, p) => n + p.count,
        0,
      );
    expect(await total('2026-07-01', '2026-11-23')).toBeLessThan(
      (await total('2026-02-01', '2026-06-23')) / 2,
    );
  });
});

describe('input and scope', () => {
  it('refuses malformed and impossible dates with the field named', async () => {
    const bad = await call(t.app, D.pestCount, { startDate: '2026/01/01' }, { session: store });
    expect(bad.statusCode).toBe(STATUS.VALIDATION);
    expect(bad.data).toEqual([expect.objectContaining({ field: 'startDate' })]);
    const impossible = await call(
      t.app,
      D.pestCount,
      { startDate: '2026-02-30' },
      { session: store },
    );
    expect(impossible.statusCode).toBe(STATUS.VALIDATION);
    const reversed = await call(
      t.app,
      D.riskTrend,
      { startDate: '2026-05-01', endDate: '2026-04-01' },
      { session: store },
    );
    expect(reversed).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '结束日期不能早于开始日期',
    });
    const wrongType = await call(t.app, D.areaDeviceCount, { areaId: 'x' } as never, {
      session: store,
    });
    expect(wrongType.statusCode).toBe(STATUS.VALIDATION);
  });

  it("refuses an area of another customer's company", async () => {
    const [foreign] = await t.db.query<{ id: number }>(
      'select id from service_areas where member_id <> all($1::int[]) limit 1',
      [[store.mid]],
    );
    const envelope = await call(t.app, D.pestCount, { areaId: foreign!.id }, { session: store });
    expect(envelope.statusCode).toBe(STATUS.FORBIDDEN);
  });

  it('gives headquarters the sum of its members, a member only its own', async () => {
    const group = dataOf(await call(t.app, D.areaDeviceCount, period, { session: hq }));
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int as n from devices where member_id = any($1::int[])',
      [scopeIds(hq)],
    )) as [{ n: number }];
    expect(group.reduce((sum, a) => sum + a.deviceCount, 0)).toBe(n);
    const own = dataOf(await call(t.app, D.areaDeviceCount, period, { session: store }));
    expect(own.length).toBeLessThan(group.length);
  });
});
