import { ENDPOINTS, STATUS, type TaskSummary } from '@pest-portal/shared/contract';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from './testing/service-test-app';
import { dataOf, sessionOf, type Session } from './testing/sessions';

let t: ServiceTestApp;
let hq: Session;
let store: Session;
let shanghai: number;
const page = { pageNum: 1, pageSize: 10 };

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  store = await sessionOf(t.app, t.db, 'store_demo');
  [{ id: shanghai }] = (await t.db.query<{ id: number }>(
    "select id from members where name = '华东餐饮上海有限公司'",
  )) as [{ id: number }];
});
afterAll(() => t.close());

const list = async (
  session: Session,
  input: Parameters<typeof call<typeof ENDPOINTS.servicePage>>[2],
) => dataOf(await call(t.app, ENDPOINTS.servicePage, input, { session }));

describe('servicePage', () => {
  it('pages the whole group for headquarters, one company for a single account', async () => {
    const group = await list(hq, page);
    expect(group).toMatchObject({ total: 9 * 40, pageNum: 1, pageSize: 10 });
    expect(group.list).toHaveLength(10);
    const planDates = group.list.map((r) => r.planDate);
    expect([...planDates].sort().reverse()).toEqual(planDates);
    expect((await list(store, page)).total).toBe(40);
  });

  it('narrows to a member company and its sub-companies, and refuses one outside the scope', async () => {
    const member = await list(hq, { ...page, memberId: shanghai, pageSize: 100 });
    expect(member.total).toBe(3 * 40);
    expect(new Set(member.list.map((r) => r.memberName))).toEqual(
      new Set(['华东餐饮上海有限公司', '上海徐汇店', '上海浦东店']),
    );
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.servicePage,
          { ...page, memberId: store.mid as number },
          { session: hq },
        )
      ).statusCode,
    ).toBe(STATUS.FORBIDDEN);
    // Acting for Nanjing, the Shanghai company is outside the current company.
    const nanjing = await sessionOf(t.app, t.db, 'hq_demo', '华东餐饮南京有限公司');
    expect((await list(nanjing, page)).total).toBe(2 * 40);
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.servicePage,
          { ...page, memberId: shanghai },
          { session: nanjing },
        )
      ).statusCode,
    ).toBe(STATUS.FORBIDDEN);
  });

  it('refuses a mid of another customer', async () => {
    const envelope = await call(t.app, ENDPOINTS.servicePage, page, {
      session: { ...store, mid: hq.mid },
    });
    expect(envelope.statusCode).toBe(STATUS.FORBIDDEN);
  });

  it('filters by status, dates, service type and order number', async () => {
    const waiting = await list(hq, { ...page, status: 'waitSign', pageSize: 100 });
    expect(waiting.total).toBeGreaterThan(0);
    expect(waiting.list.every((r) => r.status === 'waitSign' && r.statusName === '待签字')).toBe(
      true,
    );
    const open = await list(hq, { ...page, statusList: ['pending', 'inService'], pageSize: 100 });
    expect(open.list.every((r) => r.status === 'pending' || r.status === 'inService')).toBe(true);
    const march = await list(hq, {
      ...page,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      pageSize: 100,
    });
    expect(march.total).toBeGreaterThan(0);
    expect(march.list.every((r) => r.planDate >= '2026-03-01' && r.planDate <= '2026-03-31')).toBe(
      true,
    );
    const routine = await list(hq, { ...page, taskTypeId: 1, pageSize: 100 });
    expect(routine.list.every((r) => r.taskTypeId === 1)).toBe(true);
    const [first] = (await list(store, page)).list as [TaskSummary];
    const byNumber = await list(store, { ...page, orderNo: first.orderNo.slice(-7) });
    expect(byNumber.list.map((r) => r.id)).toEqual([first.id]);
  });

  it('sorts and pages on the server without overlap', async () => {
    const asc = await list(store, {
      ...page,
      sortField: 'orderNo',
      sortOrder: 'asc',
      pageSize: 40,
    });
    const numbers = asc.list.map((r) => r.orderNo);
    expect([...numbers].sort()).toEqual(numbers);
    const one = await list(store, { ...page, pageSize: 15 });
    const two = await list(store, { ...page, pageNum: 2, pageSize: 15 });
    expect(one.list.filter((r) => two.list.some((s) => s.id === r.id))).toEqual([]);
  });

  it('answers 400 with the fields of a bad filter', async () => {
    const envelope = await call(
      t.app,
      ENDPOINTS.servicePage,
      { pageNum: 0, pageSize: 500, startDate: '2026-02-30' },
      { session: hq },
    );
    expect(envelope.statusCode).toBe(STATUS.VALIDATION);
    expect((envelope.data as unknown as { field: string }[]).map((e) => e.field)).toEqual([
      'pageNum',
      'pageSize',
      'startDate',
    ]);
  });
});

describe('the five work-order lists', () => {
  const fixed = async (endpoint: typeof ENDPOINTS.allTaskPage) =>
    dataOf(await call(t.app, endpoint, { pageNum: 1, pageSize: 100 }, { session: hq }));

  it('agree with each other and with their definitions', async () => {
    const waitSign = await fixed(ENDPOINTS.waitSignOrderPage);
    expect(waitSign.list.every((r) => r.status === 'waitSign')).toBe(true);
    const month = await fixed(ENDPOINTS.waitTaskPage);
    expect(month.total).toBeGreaterThan(0);
    expect(
      month.list.every(
        (r) => ['pending', 'inService'].includes(r.status) && r.planDate.startsWith('2026-11'),
      ),
    ).toBe(true);
    const remaining = await fixed(ENDPOINTS.taskSkipPage);
    expect(
      remaining.list.every(
        (r) => ['pending', 'inService'].includes(r.status) && r.planDate.startsWith('2026'),
      ),
    ).toBe(true);
    const finished = await fixed(ENDPOINTS.finishTaskPage);
    expect(
      finished.list.every((r) => r.status === 'finished' && r.planDate.startsWith('2026')),
    ).toBe(true);
    const all = await fixed(ENDPOINTS.allTaskPage);
    const waitSignThisYear = await list(hq, {
      ...page,
      status: 'waitSign',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(all.total).toBe(finished.total + remaining.total + waitSignThisYear.total);
  });

  it('offers the statuses for the filter', async () => {
    const options = dataOf(await call(t.app, ENDPOINTS.taskStatusSelect, {}, { session: store }));
    expect(options.map((o) => o.value)).toEqual([
      'pending',
      'inService',
      'waitSign',
      'finished',
      'cancelled',
    ]);
  });
});

describe('the service area', () => {
  const names = [
    'taskPage',
    'taskCommentAdd',
    'taskDetail',
    'taskIntroDetail',
    'taskMaterielList',
    'taskRiskList',
    'taskDeviceCollects',
    'taskPestRiskList',
    'taskWorkImageList',
    'taskStatusSelect',
    'taskCommentDetail',
    'taskEmployeeSignature',
    'taskCustomerSignature',
    'taskSignature',
    'taskReportHtml',
    'taskReportUrl',
    'taskReportDownSteam',
    'taskReportFile',
    'taskSkipPage',
    'waitSignOrderPage',
    'waitTaskPage',
    'allTaskPage',
    'finishTaskPage',
    'riskPointPage',
    'riskPointAdd',
    'servicePage',
    'messagePage',
    'taskMessageDetail',
    'pestSelect',
    'riskTypeSelect',
    'riskGradeSelect',
    'adminExtSelect',
    'pcoSelect',
    'memberSelect',
    'organization',
    'taskTypeCountPage',
  ] as const;

  it.each(names)('serves %s', (name) => {
    const endpoint = ENDPOINTS[name];
    expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });
});
