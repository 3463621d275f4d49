import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { DASHBOARD_ENDPOINTS as D } from '@pest-portal/shared/contract/dashboard';
import { queryOne } from '../../db/db';
import { dataOf, sessionOf, type TestSession } from '../../service/testing/sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call } from '../../testing/test-client';
import type { WeChatTemplateMessage } from '../../wechat/wechat-adapter';
import { weChatDouble } from '../../wechat/wechat-double';
import { evaluateVisits } from './evaluate-alerts';

let t: TestApp;
let store: TestSession;
let hq: TestSession;
let other: TestSession;
const templates: WeChatTemplateMessage[] = [];

beforeAll(async () => {
  t = await createTestApp({ weChat: weChatDouble('wx-alerts-test', [], templates) });
  store = await sessionOf(t.app, t.db, 'store_demo');
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  other = await sessionOf(t.app, t.db, 'other_demo');
}, 120_000);
afterAll(() => t.close());

/** The China-time month of an instant, computed in JS (not by the code under test). */
const chinaMonth = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 7);

interface Spot {
  memberId: number;
  areaId: number;
  pestId: number;
  taskId: number;
}

let devices = 0;

/**
 * A catch recorded now: a new device in the company's first area, checked on its latest
 * served visit (every seeded visit checks all of a small company's devices already), so
 * the current period surely has catches of the pest there.
 */
async function catchNow(memberId: number, count: number, pestName = '德国小蠊'): Promise<Spot> {
  const spot = await queryOne<Spot & { customerId: number }>(
    t.db,
    `select t.id as "taskId", a.id as "areaId", t.member_id as "memberId", t.customer_id as "customerId",
            (select id from pests where name = $2) as "pestId"
       from tasks t join service_areas a on a.member_id = t.member_id
      where t.member_id = $1 and t.status in ('waitSign', 'finished')
      order by t.id desc, a.id limit 1`,
    [memberId, pestName],
  );
  if (!spot?.pestId) throw new Error(`no visit of member ${memberId} to record a catch on`);
  const device = await queryOne<{ id: number }>(
    t.db,
    `insert into devices (customer_id, member_id, area_id, code, device_type)
     values ($1, $2, $3, $4, 'glue_board') returning id`,
    [spot.customerId, memberId, spot.areaId, `ALERT-TEST-${++devices}`],
  );
  const check = await queryOne<{ id: number }>(
    t.db,
    `insert into device_checks (task_id, device_id, customer_id, member_id, checked_at, device_status)
     values ($1, $2, $3, $4, $5, 'normal') returning id`,
    [spot.taskId, device?.id, spot.customerId, memberId, t.clock.now()],
  );
  await t.db.query(
    'insert into device_check_pests (device_check_id, pest_id, count) values ($1, $2, $3)',
    [check?.id, spot.pestId, count],
  );
  return spot;
}

/** This month's catches of the pest in the area, summed in JS from the rows. */
async function monthCount({ memberId, areaId, pestId }: Spot): Promise<number> {
  const rows = await t.db.query<{ checkedAt: Date; count: number }>(
    `select dc.checked_at as "checkedAt", dcp.count from device_checks dc
       join device_check_pests dcp on dcp.device_check_id = dc.id join devices d on d.id = dc.device_id
      where dc.member_id = $1 and d.area_id = $2 and dcp.pest_id = $3`,
    [memberId, areaId, pestId],
  );
  const month = chinaMonth(t.clock.now());
  return rows
    .filter((r) => chinaMonth(new Date(r.checkedAt)) === month)
    .reduce((sum, r) => sum + r.count, 0);
}

const alertsOf = (ruleId: number) =>
  t.db.query<{ id: number; title: string; memberId: number }>(
    `select id, title, member_id as "memberId" from messages where alert_rule_id = $1 and msg_type = 'alert'`,
    [ruleId],
  );

const ruleInput = (spot: Spot, threshold: number) => ({
  pestId: spot.pestId,
  areaId: spot.areaId,
  periodKind: 'month' as const,
  threshold,
});

describe('a rule of a member company', () => {
  let spot: Spot;
  let expected: number;
  let ruleId: number;

  beforeAll(async () => {
    spot = await catchNow(store.info.mid, 7);
    expected = await monthCount(spot);
  });

  it('raises nothing while the catches stay at the threshold', async () => {
    const rule = dataOf(
      await call(t.app, D.alertRuleAdd, ruleInput(spot, expected), { session: store }),
    );
    ruleId = rule.id;
    expect(rule).toMatchObject({
      memberId: store.info.mid,
      currentCount: expected,
      alerted: false,
    });
    expect(rule.createdBy).toBe('store_demo');
    expect(await alertsOf(ruleId)).toHaveLength(0);
  });

  it('raises exactly one notification once a change puts the count past it', async () => {
    const rule = dataOf(
      await call(
        t.app,
        D.alertRuleUpdate,
        { id: ruleId, threshold: expected - 1 },
        { session: store },
      ),
    );
    expect(rule).toMatchObject({ threshold: expected - 1, alerted: true });
    // Evaluated again (another change, the visit recorded again): still the one alert.
    await call(
      t.app,
      D.alertRuleUpdate,
      { id: ruleId, threshold: expected - 2 },
      { session: store },
    );
    await evaluateVisits(t.db, [spot.taskId], t.clock.now());
    const alerts = await alertsOf(ruleId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.title).toContain(`本月 ${expected} 只（阈值 ${expected - 1}）`);
    // store_demo has not bound WeChat: nothing is sent.
    expect(templates).toHaveLength(0);
  });

  it('shows the alert on the notifications page, opening without a work order', async () => {
    const page = dataOf(
      await call(
        t.app,
        ENDPOINTS.messagePage,
        { pageNum: 1, pageSize: 10, msgType: 'alert' },
        {
          session: store,
        },
      ),
    );
    const [alert] = await alertsOf(ruleId);
    expect(page.list.map((m) => m.id)).toContain(alert?.id);
    const detail = dataOf(
      await call(t.app, ENDPOINTS.taskMessageDetail, { id: alert?.id ?? 0 }, { session: store }),
    );
    expect(detail).toMatchObject({ msgType: 'alert', task: null, read: true });
  });

  it('lists, disables and deletes the rule; the notification stays', async () => {
    const list = dataOf(await call(t.app, D.alertRuleList, {}, { session: store }));
    expect(list.map((r) => r.id)).toContain(ruleId);
    const off = dataOf(
      await call(t.app, D.alertRuleUpdate, { id: ruleId, enabled: false }, { session: store }),
    );
    expect(off.enabled).toBe(false);
    expect(
      dataOf(await call(t.app, D.alertRuleDelete, { id: ruleId }, { session: store })),
    ).toBeNull();
    const after = dataOf(await call(t.app, D.alertRuleList, {}, { session: store }));
    expect(after.map((r) => r.id)).not.toContain(ruleId);
    const kept = await t.db.query('select 1 from messages where title like $1', [
      `%本月 ${expected} 只（阈值 ${expected - 1}）%`,
    ]);
    expect(kept).toHaveLength(1);
  });
});

describe('a visit recorded after the rule', () => {
  it('raises the alert when its catches cross the threshold, once', async () => {
    const first = await catchNow(store.info.mid, 2, '褐家鼠');
    const before = await monthCount(first);
    const rule = dataOf(
      await call(t.app, D.alertRuleAdd, ruleInput(first, before + 3), { session: store }),
    );
    expect(rule.alerted).toBe(false);
    const second = await catchNow(store.info.mid, 5, '褐家鼠');
    expect(second.areaId).toBe(first.areaId);
    const raised = await evaluateVisits(t.db, [second.taskId], t.clock.now());
    expect(raised).toHaveLength(1);
    await evaluateVisits(t.db, [second.taskId], t.clock.now());
    expect(await alertsOf(rule.id)).toHaveLength(1);
  });
});

describe("a headquarters' rule on a member", () => {
  it('sends the alert to the bound WeChat through the adapter and records it', async () => {
    const company = hq.info.companyList[0]?.memberInfoList?.[0];
    if (!company) throw new Error('hq_demo has no member company');
    const spot = await catchNow(company.memberId, 9);
    const count = await monthCount(spot);
    const rule = dataOf(
      await call(
        t.app,
        D.alertRuleAdd,
        { ...ruleInput(spot, count - 1), memberId: company.memberId },
        { session: hq },
      ),
    );
    expect(rule).toMatchObject({ memberId: company.memberId, alerted: true });
    const [alert] = await alertsOf(rule.id);
    expect(templates).toEqual([
      expect.objectContaining({ openId: 'oDemoHq000000000000000000000', title: alert?.title }),
    ]);
    const delivered = await t.db.query<{ status: string }>(
      'select status from alert_deliveries where message_id = $1',
      [alert?.id],
    );
    expect(delivered).toEqual([{ status: 'sent' }]);
  });

  it('is refused an area of another of its companies', async () => {
    const [first, second] = hq.info.companyList[0]?.memberInfoList ?? [];
    const area = await queryOne<{ id: number }>(
      t.db,
      'select id from service_areas where member_id = $1 order by id limit 1',
      [second?.memberId],
    );
    const answer = await call(
      t.app,
      D.alertRuleAdd,
      { memberId: first?.memberId, pestId: 1, areaId: area?.id, periodKind: 'week', threshold: 5 },
      { session: hq },
    );
    expect(answer).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '所选区域不属于该公司',
    });
  });
});

describe("another customer's rules", () => {
  let ruleId: number;
  beforeAll(async () => {
    ruleId = dataOf(
      await call(
        t.app,
        D.alertRuleAdd,
        { pestId: 2, periodKind: 'week', threshold: 500 },
        {
          session: store,
        },
      ),
    ).id;
  });

  it('are neither listed nor changed nor deleted', async () => {
    const list = dataOf(await call(t.app, D.alertRuleList, {}, { session: other }));
    expect(list.map((r) => r.id)).not.toContain(ruleId);
    const update = await call(
      t.app,
      D.alertRuleUpdate,
      { id: ruleId, enabled: false },
      { session: other },
    );
    expect(update).toMatchObject({ statusCode: STATUS.NOT_FOUND, message: '预警规则不存在' });
    const remove = await call(t.app, D.alertRuleDelete, { id: ruleId }, { session: other });
    expect(remove.statusCode).toBe(STATUS.NOT_FOUND);
    const still = dataOf(await call(t.app, D.alertRuleList, {}, { session: store }));
    expect(still.find((r) => r.id === ruleId)?.enabled).toBe(true);
  });

  it("cannot be made for another customer's company or area", async () => {
    const add = await call(
      t.app,
      D.alertRuleAdd,
      { memberId: store.info.mid, pestId: 2, periodKind: 'week', threshold: 5 },
      { session: other },
    );
    expect(add.statusCode).toBe(STATUS.FORBIDDEN);
    const area = await queryOne<{ id: number }>(
      t.db,
      'select id from service_areas where member_id = $1 limit 1',
      [store.info.mid],
    );
    const byArea = await call(
      t.app,
      D.alertRuleAdd,
      { pestId: 2, areaId: area?.id, periodKind: 'week', threshold: 5 },
      { session: other },
    );
    expect(byArea.statusCode).toBe(STATUS.FORBIDDEN);
  });
});

describe('validation', () => {
  const add = (input: Record<string, unknown>) =>
    call(
      t.app,
      D.alertRuleAdd,
      { pestId: 3, periodKind: 'month', threshold: 5, ...input } as never,
      {
        session: store,
      },
    );

  it.each([
    [{ threshold: 0 }, '阈值须为1到100000之间的整数'],
    [{ threshold: 2.5 }, '阈值须为正整数'],
    [{ threshold: undefined }, '请填写阈值'],
    [{ periodKind: 'year' }, '统计周期只能是每周或每月'],
    [{ pestId: 999_999 }, '请选择有效的害虫'],
  ])('%j is refused: %s', async (input, message) => {
    const answer = await add(input);
    expect(answer).toMatchObject({ statusCode: STATUS.VALIDATION, message });
  });

  it('refuses a second rule for the same pest, area and period', async () => {
    expect((await add({ threshold: 50 })).statusCode).toBe(STATUS.OK);
    expect(await add({ threshold: 60 })).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '该公司已有相同害虫、区域和周期的预警规则',
    });
  });
});
