import { type CompanyEntry } from '@pest-portal/shared/contract';
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

const period = { startDate: '2025-12-01', endDate: '2026-11-30' };
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

function idsOf(entries: CompanyEntry[]): number[] {
  const walk = (list: CompanyEntry[]): number[] =>
    list.flatMap((c) => [c.memberId, ...walk(c.memberInfoList ?? [])]);
  return [...new Set(walk(entries))];
}

interface District {
  id: number;
  parentId: number | null;
  name: string;
}

/** Each company's region at the level under `parentId`, walked up in JS from the rows. */
async function partsOf(members: number[], parentId: number | null) {
  const districts = await t.db.query<District>(
    'select id, parent_id as "parentId", name from districts',
  );
  const byId = new Map(districts.map((d) => [d.id, d]));
  const rows = await t.db.query<{ id: number; districtId: number | null }>(
    'select id, district_id as "districtId" from members where id = any($1::int[])',
    [members],
  );
  const part = new Map<number, District>();
  for (const member of rows) {
    for (let d = byId.get(member.districtId ?? 0); d; d = byId.get(d.parentId ?? 0))
      if (d.parentId === parentId) part.set(member.id, d);
  }
  return part;
}

async function periodRisks(members: number[]) {
  const rows = await t.db.query<{ memberId: number; status: string; createdAt: Date }>(
    `select member_id as "memberId", status, created_at as "createdAt" from risk_points
      where member_id = any($1::int[])`,
    [members],
  );
  return rows.filter((r) => {
    const day = chinaDay(new Date(r.createdAt));
    return day >= period.startDate && day <= period.endDate;
  });
}

/** What regionRiskCompare must answer, computed in JS. */
async function expected(members: number[], parentId: number | null) {
  const part = await partsOf(members, parentId);
  const risks = await periodRisks(members);
  const out = new Map<string, { memberCount: number; found: number; open: number }>();
  for (const [memberId, district] of part) {
    const row = out.get(district.name) ?? { memberCount: 0, found: 0, open: 0 };
    const own = risks.filter((r) => r.memberId === memberId);
    row.memberCount += 1;
    row.found += own.length;
    row.open += own.filter((r) => r.status !== 'closed').length;
    out.set(district.name, row);
  }
  return out;
}

const asMap = (
  rows: Array<{ districtName: string; memberCount: number; found: number; open: number }>,
) =>
  new Map(
    rows.map((r) => [r.districtName, { memberCount: r.memberCount, found: r.found, open: r.open }]),
  );

describe('regional risk comparison', () => {
  it('compares the provinces of a headquarters’ companies, as counted from the rows', async () => {
    const members = idsOf(hq.info.companyList);
    const rows = dataOf(await call(t.app, D.regionRiskCompare, period, { session: hq }));
    expect(rows.map((r) => r.districtName).sort()).toEqual(['上海市', '江苏省', '浙江省'].sort());
    expect(asMap(rows)).toEqual(await expected(members, null));
    expect(rows.reduce((n, r) => n + r.found, 0)).toBeGreaterThan(0);
  });

  it('drills into a province’s cities, and lists the regions with their ancestors', async () => {
    const regions = dataOf(await call(t.app, D.districtSelect, {}, { session: hq }));
    const jiangsu = regions.find((r) => r.districtName === '江苏省');
    expect(jiangsu).toMatchObject({ level: 1, parentId: null });
    const cities = dataOf(
      await call(
        t.app,
        D.regionRiskCompare,
        { ...period, districtId: jiangsu!.districtId },
        { session: hq },
      ),
    );
    // Suzhou belongs to another customer's company: never counted for this one.
    expect(cities.map((c) => c.districtName)).toEqual(['南京市']);
    expect(asMap(cities)).toEqual(await expected(idsOf(hq.info.companyList), jiangsu!.districtId));
    expect(regions.some((r) => r.districtName === '苏州市')).toBe(false);
  });

  it('gives a single company its own region only', async () => {
    const regions = dataOf(await call(t.app, D.districtSelect, {}, { session: store }));
    expect(regions.map((r) => [r.level, r.districtName])).toEqual([
      [1, '上海市'],
      [2, '上海市'],
      [3, '静安区'],
    ]);
    const rows = dataOf(await call(t.app, D.regionRiskCompare, period, { session: store }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ districtName: '上海市', memberCount: 1 });
  });
});
