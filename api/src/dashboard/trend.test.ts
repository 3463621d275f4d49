import { DASHBOARD_ENDPOINTS as D, type TrendInput } from '@pest-portal/shared/contract/dashboard';
import { STATUS } from '@pest-portal/shared/contract';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from '../service/testing/service-test-app';
import { dataOf, sessionOf, type TestSession } from '../service/testing/sessions';

let t: ServiceTestApp;
let hq: TestSession;
let store: TestSession;
let other: TestSession;

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  store = await sessionOf(t.app, t.db, 'store_demo');
  other = await sessionOf(t.app, t.db, 'other_demo');
  // Migrating and seeding a fresh database takes a while on a busy machine.
}, 240_000);
afterAll(() => t.close());

const period = { startDate: '2025-12-01', endDate: '2026-11-30' };
/** The China-time day of an instant, computed in JS (not by the SQL under test). */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** The Monday of a day's week, in JS. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

interface Check {
  id: number;
  deviceId: number;
  checkedAt: Date;
}
interface Catch {
  checkId: number;
  pestId: number;
  count: number;
}

/** Rodent devices catch the rising rodents of store_demo's site (the seed). */
const RODENT = ['bait_station', 'mouse_trap'];
const INSECT = ['glue_board', 'fly_light', 'insect_monitor'];

/** store_demo's devices of these kinds, straight from the rows (at least one: else a test proves nothing). */
async function storeDevices(types: string[]): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    'select id from devices where member_id = $1 and device_type = any($2::text[]) order by id limit 10',
    [store.mid, types],
  );
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((r) => r.id);
}

async function checksOf(deviceIds: number[]): Promise<{ checks: Check[]; catches: Catch[] }> {
  const checks = await t.db.query<Check>(
    `select id, device_id as "deviceId", checked_at as "checkedAt" from device_checks
      where device_id = any($1::int[])`,
    [deviceIds],
  );
  const catches = await t.db.query<Catch>(
    `select device_check_id as "checkId", pest_id as "pestId", count from device_check_pests
      where device_check_id = any($1::int[])`,
    [checks.map((c) => c.id)],
  );
  const inPeriod = (c: Check) => {
    const day = chinaDay(new Date(c.checkedAt));
    return day >= period.startDate && day <= period.endDate;
  };
  return { checks: checks.filter(inPeriod), catches };
}

/** What the trend of these devices must be, computed in JS from the rows. */
async function expected(deviceIds: number[], bucketOf: (day: string) => string, pestId?: number) {
  const { checks, catches } = await checksOf(deviceIds);
  const out = new Map<string, { checks: number; count: number }>();
  for (const check of checks) {
    const bucket = bucketOf(chinaDay(new Date(check.checkedAt)));
    const key = `${check.deviceId}/${bucket < period.startDate ? period.startDate : bucket}`;
    const entry = out.get(key) ?? { checks: 0, count: 0 };
    entry.checks += 1;
    for (const c of catches)
      if (c.checkId === check.id && (pestId === undefined || c.pestId === pestId))
        entry.count += c.count;
    out.set(key, entry);
  }
  return out;
}

const trends = (session: TestSession, input: TrendInput) =>
  call(t.app, D.equipmentTrends, input, { session });

describe('device pickers', () => {
  it('list the kinds of device of the current company with their counts, and its devices', async () => {
    const rows = await t.db.query<{ type: string; n: number }>(
      'select device_type as type, count(*)::int as n from devices where member_id = $1 group by 1',
      [store.mid],
    );
    const types = dataOf(await call(t.app, D.equipmentTrendsTypeSelect, {}, { session: store }));
    expect(new Map(types.map((x) => [x.deviceType, x.deviceCount]))).toEqual(
      new Map(rows.map((r) => [r.type, r.n])),
    );
    const all = dataOf(await call(t.app, D.equipmentTrendsSelect, {}, { session: store }));
    expect(all).toHaveLength(rows.reduce((n, r) => n + r.n, 0));
    const kind = types[0]!.deviceType;
    const ofKind = dataOf(
      await call(t.app, D.equipmentTrendsSelect, { deviceType: kind }, { session: store }),
    );
    const rowsOfKind = await t.db.query<{ id: number }>(
      'select id from devices where member_id = $1 and device_type = $2 order by id',
      [store.mid, kind],
    );
    expect(ofKind.map((d) => d.deviceId).sort((a, b) => a - b)).toEqual(
      rowsOfKind.map((r) => r.id),
    );
    expect(ofKind.length).toBeGreaterThan(0);
    expect(ofKind.every((d) => d.deviceType === kind && d.areaName && d.deviceCode)).toBe(true);
  });

  it('give a headquarters the devices of its member companies, never another customer’s', async () => {
    const mine = dataOf(await call(t.app, D.equipmentTrendsSelect, {}, { session: hq }));
    const members = new Set(mine.map((d) => d.memberName));
    expect(members.size).toBeGreaterThan(1);
    const theirs = dataOf(await call(t.app, D.equipmentTrendsSelect, {}, { session: other }));
    const ids = new Set(mine.map((d) => d.deviceId));
    expect(theirs.some((d) => ids.has(d.deviceId))).toBe(false);
  });

  it('refuse a device type that does not exist', async () => {
    const answer = await call(
      t.app,
      D.equipmentTrendsSelect,
      // A wrong type as a client could send it; the schema refuses it.
      { deviceType: 'rocket' } as unknown as { deviceType: 'bait_station' },
      { session: store },
    );
    expect(answer.statusCode).toBe(STATUS.VALIDATION);
  });
});

describe('getInputPest', () => {
  it('lists exactly the pests recorded in the period', async () => {
    const rows = await t.db.query<{ pestId: number; checkedAt: Date }>(
      `select dcp.pest_id as "pestId", dc.checked_at as "checkedAt"
         from device_checks dc join device_check_pests dcp on dcp.device_check_id = dc.id
        where dc.member_id = $1`,
      [store.mid],
    );
    const inPeriod = rows.filter((r) => {
      const day = chinaDay(new Date(r.checkedAt));
      return day >= period.startDate && day <= period.endDate;
    });
    const pests = dataOf(await call(t.app, D.getInputPest, period, { session: store }));
    expect(pests.map((p) => p.pestId).sort((a, b) => a - b)).toEqual(
      [...new Set(inPeriod.map((r) => r.pestId))].sort((a, b) => a - b),
    );
  });
});

describe('equipmentTrends', () => {
  it('counts checks and catches per device and month as the rows do', async () => {
    const deviceIds = await storeDevices(RODENT);
    const rows = dataOf(await trends(store, { deviceIds, ...period, unit: 'month' }));
    const want = await expected(deviceIds, (day) => `${day.slice(0, 7)}-01`);
    expect(
      new Map(rows.map((r) => [`${r.deviceId}/${r.bucket}`, { checks: r.checks, count: r.count }])),
    ).toEqual(want);
    // The rising rodent site (the seed): its bait stations catch more in the last months.
    const byMonth = new Map<string, number>();
    for (const r of rows) byMonth.set(r.bucket, (byMonth.get(r.bucket) ?? 0) + r.count);
    const months = [...byMonth.keys()].sort();
    const early = months.slice(0, 3).reduce((n, m) => n + (byMonth.get(m) ?? 0), 0);
    const late = months.slice(-3).reduce((n, m) => n + (byMonth.get(m) ?? 0), 0);
    expect(late).toBeGreaterThan(early);
  });

  it('names weeks by their Monday (the first clipped to the start) and narrows to one pest', async () => {
    const deviceIds = await storeDevices(INSECT);
    const pests = dataOf(await call(t.app, D.getInputPest, period, { session: store }));
    const pestId = pests[0]!.pestId;
    const rows = dataOf(await trends(store, { deviceIds, ...period, unit: 'week', pestId }));
    const want = await expected(deviceIds, mondayOf, pestId);
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((r) => r.bucket === period.startDate || new Date(r.bucket).getUTCDay() === 1),
    ).toBe(true);
    expect(
      new Map(rows.map((r) => [`${r.deviceId}/${r.bucket}`, { checks: r.checks, count: r.count }])),
    ).toEqual(want);
  });

  it('counts by day over a short period, and refuses day by day over more than 93 days', async () => {
    const deviceIds = await storeDevices(RODENT);
    const short = { startDate: '2026-05-01', endDate: '2026-07-31' };
    const rows = dataOf(await trends(store, { deviceIds, ...short, unit: 'day' }));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.bucket >= short.startDate && r.bucket <= short.endDate)).toBe(true);
    const long = await trends(store, { deviceIds, ...period, unit: 'day' });
    expect(long.statusCode).toBe(STATUS.VALIDATION);
    expect(long.data).toEqual([
      { field: 'unit', defaultMessage: '按日统计时日期范围不能超过93天' },
    ]);
  });

  it('refuses another customer’s device, no device, more than ten and an end before the start', async () => {
    const [theirs] = dataOf(await call(t.app, D.equipmentTrendsSelect, {}, { session: other }));
    const foreign = await trends(store, {
      deviceIds: [theirs!.deviceId],
      ...period,
      unit: 'month',
    });
    expect(foreign.statusCode).toBe(STATUS.FORBIDDEN);
    const none = await trends(store, { deviceIds: [], ...period, unit: 'month' });
    expect(none.statusCode).toBe(STATUS.VALIDATION);
    expect(none.data).toEqual([expect.objectContaining({ field: 'deviceIds' })]);
    const all = dataOf(await call(t.app, D.equipmentTrendsSelect, {}, { session: hq }));
    const eleven = all.slice(0, 11).map((d) => d.deviceId);
    expect(eleven).toHaveLength(11);
    const many = await trends(hq, { deviceIds: eleven, ...period, unit: 'month' });
    expect(many.statusCode).toBe(STATUS.VALIDATION);
    const [mine] = await storeDevices(RODENT);
    const backwards = await trends(store, {
      deviceIds: [mine!],
      startDate: '2026-06-01',
      endDate: '2026-05-01',
      unit: 'month',
    });
    expect(backwards.statusCode).toBe(STATUS.VALIDATION);
    expect(backwards.data).toEqual([expect.objectContaining({ field: 'endDate' })]);
  });
});
