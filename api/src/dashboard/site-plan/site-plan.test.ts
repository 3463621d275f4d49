import { STATUS, type SessionInfo } from '@pest-portal/shared/contract';
import {
  DASHBOARD_ENDPOINTS as D,
  type SitePlanArea,
} from '@pest-portal/shared/contract/dashboard';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, login } from '../../testing/test-client';
import { PLAN_LINK_INVALID } from './plan-image-route';

let t: TestApp;
let hq: SessionInfo;
let store: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  [hq, store, other] = [
    await login(t.app, 'hq_demo'),
    await login(t.app, 'store_demo'),
    await login(t.app, 'other_demo'),
  ];
});
afterAll(() => t.close());

/** The China-time day of an instant, computed in JS (not by the SQL under test). */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

async function areasOf(session: SessionInfo, memberId?: number): Promise<SitePlanArea[]> {
  const answer = await call(t.app, D.sitePlanAreas, memberId ? { memberId } : {}, { session });
  expect(answer.statusCode).toBe(STATUS.OK);
  return answer.data;
}

/** The image behind a plan URL, as the browser's <img> asks for it (no headers). */
const fetchPlan = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });

interface CheckRow {
  deviceId: number;
  checkedAt: Date;
  status: string;
  catches: number;
}

describe('site plan', () => {
  it('lists every area of the company with its floor plan, served as an image to its own customer', async () => {
    const areas = await areasOf(store);
    const rows = await t.db.query<{ id: number; devices: number }>(
      `select a.id, (select count(*) from devices d where d.area_id = a.id)::int as devices
         from service_areas a where a.member_id = $1 order by a.id`,
      [store.mid],
    );
    expect(areas.map((a) => [a.areaId, a.deviceCount])).toEqual(rows.map((r) => [r.id, r.devices]));
    for (const area of areas) {
      expect(area.memberId).toBe(store.mid);
      expect(area.plan).toMatchObject({ width: 1000, height: 640 });
    }
    const first = areas[0]!;
    const image = await fetchPlan(first.plan!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(image.body).toContain(first.areaName);
    expect(image.body).toMatch(/^<svg /);

    // Without its ticket, or with another area's ticket, the same plain 404.
    const bare = await fetchPlan(first.plan!.url.replace(/&t=.*$/, ''));
    expect(bare.json()).toMatchObject({ statusCode: STATUS.NOT_FOUND, message: PLAN_LINK_INVALID });
    const [otherArea] = await areasOf(other);
    const ticket = new URL(otherArea!.plan!.url, 'http://x').searchParams.get('t')!;
    const borrowed = await fetchPlan(`/site-plans/${first.areaId}?t=${ticket}`);
    expect(borrowed.json()).toMatchObject({
      statusCode: STATUS.NOT_FOUND,
      message: PLAN_LINK_INVALID,
    });
    expect(borrowed.body).not.toContain(first.areaName);
  });

  it('counts each device’s checks, pest finds, catches and abnormal checks of the period as the rows hold them', async () => {
    const areas = await areasOf(store);
    const checks = await t.db.query<CheckRow>(
      `select dc.device_id as "deviceId", dc.checked_at as "checkedAt", dc.device_status as status,
              coalesce((select sum(count) from device_check_pests p where p.device_check_id = dc.id), 0)::int as catches
         from device_checks dc where dc.member_id = $1`,
      [store.mid],
    );
    let seen = 0;
    for (const area of areas) {
      const answer = await call(
        t.app,
        D.sitePlanDevices,
        { areaId: area.areaId },
        { session: store },
      );
      expect(answer.statusCode).toBe(STATUS.OK);
      const plan = answer.data;
      expect(plan.area.areaId).toBe(area.areaId);
      expect(plan.devices).toHaveLength(area.deviceCount);
      const inPeriod = (row: CheckRow) =>
        chinaDay(new Date(row.checkedAt)) >= plan.startDate &&
        chinaDay(new Date(row.checkedAt)) <= plan.endDate;
      for (const device of plan.devices) {
        const own = checks.filter((c) => c.deviceId === device.deviceId && inPeriod(c));
        expect(device).toMatchObject({
          checkCount: own.length,
          pestCheckCount: own.filter((c) => c.catches > 0).length,
          catchTotal: own.reduce((sum, c) => sum + c.catches, 0),
          abnormalCount: own.filter((c) => c.status !== 'normal').length,
        });
        // Placed inside the plan, away from its edges.
        expect(device.x).toBeGreaterThan(0.02);
        expect(device.x).toBeLessThan(0.98);
        expect(device.y).toBeGreaterThan(0.02);
        expect(device.y).toBeLessThan(0.98);
        seen += own.length;
      }
      // The home chart's "active devices" of this area are the devices that found pests.
      const home = await call(
        t.app,
        D.areaDeviceCount,
        { areaId: area.areaId, startDate: plan.startDate, endDate: plan.endDate },
        { session: store },
      );
      expect(home.data[0]?.activeCount).toBe(
        plan.devices.filter((d) => d.pestCheckCount > 0).length,
      );
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('keeps to the period asked for', async () => {
    const [area] = await areasOf(store);
    const all = await call(t.app, D.sitePlanDevices, { areaId: area!.areaId }, { session: store });
    const oneDay = await call(
      t.app,
      D.sitePlanDevices,
      { areaId: area!.areaId, startDate: '2020-01-01', endDate: '2020-01-01' },
      { session: store },
    );
    expect(oneDay.data).toMatchObject({ startDate: '2020-01-01', endDate: '2020-01-01' });
    expect(oneDay.data.devices.every((d) => d.checkCount === 0 && d.lastCheckedAt === null)).toBe(
      true,
    );
    expect(all.data.devices.some((d) => d.checkCount > 0)).toBe(true);
  });

  it('gives a headquarters one member company’s areas', async () => {
    const member = hq.companyList[0]?.memberInfoList?.[0];
    if (!member) throw new Error('hq_demo needs a member company');
    const areas = await areasOf(hq, member.memberId);
    const subtree = [member.memberId, ...(member.memberInfoList ?? []).map((m) => m.memberId)];
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((a) => subtree.includes(a.memberId))).toBe(true);
  });

  it('refuses another customer’s area and member, and bad input, clearly', async () => {
    const [area] = await areasOf(store);
    const refused = await call(
      t.app,
      D.sitePlanDevices,
      { areaId: area!.areaId },
      { session: other },
    );
    expect(refused).toMatchObject({ statusCode: STATUS.FORBIDDEN, data: null });
    expect(JSON.stringify(refused)).not.toContain(area!.areaName + '"');
    const member = await call(t.app, D.sitePlanAreas, { memberId: store.mid }, { session: other });
    expect(member.statusCode).toBe(STATUS.FORBIDDEN);

    const backwards = await call(
      t.app,
      D.sitePlanDevices,
      { areaId: area!.areaId, startDate: '2026-05-01', endDate: '2026-04-01' },
      { session: store },
    );
    expect(backwards.statusCode).toBe(STATUS.VALIDATION);
    expect(backwards.data).toEqual([
      { field: 'endDate', defaultMessage: '结束日期不能早于开始日期' },
    ]);
    const bad = await call(t.app, D.sitePlanDevices, { areaId: -1 }, { session: store });
    expect(bad.statusCode).toBe(STATUS.VALIDATION);
  });
});
