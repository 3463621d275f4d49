import {
  ENDPOINTS,
  STATUS,
  type OrganizationNode,
  type TaskStatus,
} from '@pest-portal/shared/contract';
import { deriveKeys } from '@pest-portal/shared/crypto';
import { Canvas } from '../seed/service/png';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from './testing/service-test-app';
import { dataOf, sessionOf, upload, type Session } from './testing/sessions';

let t: ServiceTestApp;
let hq: Session;
let store: Session;
let other: Session;

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  store = await sessionOf(t.app, t.db, 'store_demo');
  other = await sessionOf(t.app, t.db, 'other_demo');
});
afterAll(() => t.close());

describe('risk points', () => {
  it('adds a risk point with photos from the select lists and follows its status', async () => {
    const pests = dataOf(await call(t.app, ENDPOINTS.pestSelect, {}, { session: store }));
    const types = dataOf(await call(t.app, ENDPOINTS.riskTypeSelect, {}, { session: store }));
    const grades = dataOf(await call(t.app, ENDPOINTS.riskGradeSelect, {}, { session: store }));
    expect(grades.map((g) => g.level)).toEqual([1, 2, 3]);
    const photo = await upload(t.app, store, new Canvas(20, 20, [200, 0, 0]).toPng(), 'risk.png');
    const input = {
      pestId: pests[0]?.value,
      riskTypeId: types[2]?.value ?? 0,
      riskGradeId: grades[2]?.value ?? 0,
      location: '后厨地漏',
      description: '夜间发现蟑螂',
      images: [photo],
    };
    const { id } = dataOf(await call(t.app, ENDPOINTS.riskPointAdd, input, { session: store }));
    const pending = dataOf(
      await call(
        t.app,
        ENDPOINTS.riskPointPage,
        { pageNum: 1, pageSize: 5, status: 'pending', source: 'customer' },
        { session: store },
      ),
    );
    expect(pending.list[0]).toMatchObject({
      id,
      source: 'customer',
      status: 'pending',
      statusName: '待整改',
      pestName: pests[0]?.label,
      images: [photo],
      taskId: null,
    });
    expect(pending.list.every((r) => r.status === 'pending')).toBe(true);
  });

  it("refuses a bad risk point with every field named, and another customer's photo or company", async () => {
    const bad = await call(
      t.app,
      ENDPOINTS.riskPointAdd,
      { riskTypeId: 0, riskGradeId: 99, location: '', description: '', images: [] },
      { session: store },
    );
    expect(bad.statusCode).toBe(STATUS.VALIDATION);
    expect((bad.data as unknown as { field: string }[]).map((e) => e.field)).toEqual([
      'riskTypeId',
      'location',
      'description',
    ]);
    const unknownGrade = await call(
      t.app,
      ENDPOINTS.riskPointAdd,
      { riskTypeId: 1, riskGradeId: 99, location: 'x', description: 'y', images: [] },
      { session: store },
    );
    expect(unknownGrade.message).toBe('风险等级不存在');
    const theirs = await upload(t.app, other, new Canvas(20, 20, [0, 0, 0]).toPng(), 'x.png');
    const base = { riskTypeId: 1, riskGradeId: 1, location: 'x', description: 'y' };
    expect(
      (await call(t.app, ENDPOINTS.riskPointAdd, { ...base, images: [theirs] }, { session: store }))
        .message,
    ).toBe('图片无效，请重新上传');
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.riskPointAdd,
          { ...base, images: [], memberId: hq.mid as number },
          { session: store },
        )
      ).statusCode,
    ).toBe(STATUS.FORBIDDEN);
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.riskPointPage,
          { pageNum: 1, pageSize: 5, memberId: hq.mid as number },
          { session: store },
        )
      ).statusCode,
    ).toBe(STATUS.FORBIDDEN);
  });
});

describe('notifications', () => {
  it('pages read and unread, and opening one marks it read and names its work order', async () => {
    const unread = dataOf(
      await call(
        t.app,
        ENDPOINTS.messagePage,
        { pageNum: 1, pageSize: 50, readStatus: 'unread' },
        { session: hq },
      ),
    );
    expect(unread.total).toBeGreaterThan(0);
    expect(unread.unreadCount).toBe(unread.total);
    expect(unread.list.every((m) => !m.read)).toBe(true);
    const first = unread.list.find((m) => m.taskId !== null);
    const detail = dataOf(
      await call(t.app, ENDPOINTS.taskMessageDetail, { id: first?.id ?? 0 }, { session: hq }),
    );
    expect(detail).toMatchObject({
      id: first?.id,
      read: true,
      task: { id: first?.taskId, orderNo: first?.orderNo },
    });
    const after = dataOf(
      await call(t.app, ENDPOINTS.messagePage, { pageNum: 1, pageSize: 1 }, { session: hq }),
    );
    expect(after.unreadCount).toBe(unread.total - 1);
    const read = dataOf(
      await call(
        t.app,
        ENDPOINTS.messagePage,
        { pageNum: 1, pageSize: 50, readStatus: 'read' },
        { session: hq },
      ),
    );
    expect(read.list.some((m) => m.id === first?.id)).toBe(true);
    expect(
      (await call(t.app, ENDPOINTS.taskMessageDetail, { id: first?.id ?? 0 }, { session: other }))
        .statusCode,
    ).toBe(STATUS.NOT_FOUND);
  });
});

describe('plan completion', () => {
  it('counts the organisation tree, each node over its sub-companies, matching the per-type counts', async () => {
    const [root] = dataOf(await call(t.app, ENDPOINTS.organization, {}, { session: hq }));
    expect(root).toMatchObject({ memberName: '华东餐饮集团', isHq: true });
    expect(root?.children.map((c) => c.memberName)).toEqual([
      '华东餐饮上海有限公司',
      '华东餐饮南京有限公司',
      '华东餐饮杭州有限公司',
    ]);
    const shanghai = root?.children[0] as OrganizationNode;
    expect(shanghai.planned).toBeGreaterThanOrEqual(
      shanghai.children.reduce((s, c) => s + c.planned, 0),
    );
    expect(shanghai.completionRate).toBeCloseTo(shanghai.finished / shanghai.planned, 3);
    const byType = dataOf(
      await call(
        t.app,
        ENDPOINTS.taskTypeCountPage,
        { pageNum: 1, pageSize: 100, memberId: shanghai.memberId },
        { session: hq },
      ),
    );
    expect(byType.list.reduce((s, r) => s + r.planned, 0)).toBe(shanghai.planned);
    expect(byType.list.reduce((s, r) => s + r.finished, 0)).toBe(shanghai.finished);
    const all = dataOf(
      await call(t.app, ENDPOINTS.allTaskPage, { pageNum: 1, pageSize: 1 }, { session: hq }),
    );
    expect(root?.planned).toBe(all.total);
  });

  it('answers over encryption as the portal calls it', async () => {
    const keys = deriveKeys(t.settings.crypto.key);
    const envelope = await call(
      t.app,
      ENDPOINTS.taskTypeCountPage,
      { pageNum: 1, pageSize: 5, startDate: '2025-01-01', endDate: '2025-12-31' },
      { session: hq, keys },
    );
    expect(envelope.data.list).toHaveLength(5);
    expect(envelope.data.total).toBeGreaterThan(5);
  });
});

describe('select lists', () => {
  it('lists staff, branches and companies of the current company only', async () => {
    const staff = dataOf(await call(t.app, ENDPOINTS.adminExtSelect, {}, { session: store }));
    expect(staff.length).toBeGreaterThan(0);
    expect(new Set(staff.map((s) => s.pcoName)).size).toBe(1);
    expect(dataOf(await call(t.app, ENDPOINTS.pcoSelect, {}, { session: store }))).toHaveLength(1);
    const members = dataOf(await call(t.app, ENDPOINTS.memberSelect, {}, { session: hq }));
    expect(members).toHaveLength(9);
    expect(members[0]).toMatchObject({ label: '华东餐饮集团', parentId: null });
    expect(
      dataOf(await call(t.app, ENDPOINTS.memberSelect, {}, { session: store })).map((m) => m.label),
    ).toEqual(['上海静安食品有限公司']);
  });
});

/** What a plan row counts as planned: every visit of the period but the cancelled ones. */
const PLANNED: TaskStatus[] = ['pending', 'inService', 'waitSign', 'finished'];
const PERIOD = { startDate: '2026-01-01', endDate: '2026-12-31' };

/** The total of servicePage for these filters: what the drill-down list shows as 共 N 条. */
async function listed(filters: Record<string, unknown>): Promise<number> {
  const page = dataOf(
    await call(
      t.app,
      ENDPOINTS.servicePage,
      { pageNum: 1, pageSize: 1, ...filters },
      { session: hq },
    ),
  );
  return page.total;
}

describe("plan detail's drill-down lists exactly the visits a row counted", () => {
  it('a member-and-type row: the member alone (memberOnly), the type, the period, not cancelled', async () => {
    const rows = dataOf(
      await call(
        t.app,
        ENDPOINTS.taskTypeCountPage,
        { pageNum: 1, pageSize: 100, ...PERIOD },
        { session: hq },
      ),
    ).list;
    // A company with sub-companies has rows of its own: the sub-companies' visits are not in them.
    const [root] = dataOf(await call(t.app, ENDPOINTS.organization, PERIOD, { session: hq }));
    const parent = (root?.children[0] as OrganizationNode).memberId;
    const checked = rows.filter((r) => r.memberId === parent || r === rows[rows.length - 1]);
    expect(checked.length).toBeGreaterThan(1);
    for (const row of checked) {
      const filters = {
        memberId: row.memberId,
        memberOnly: true,
        taskTypeId: row.taskTypeId,
        ...PERIOD,
      };
      expect(await listed({ ...filters, statusList: PLANNED })).toBe(row.planned);
      expect(await listed({ ...filters, statusList: ['waitSign', 'finished'] })).toBe(row.served);
      expect(await listed({ ...filters, status: 'finished' })).toBe(row.finished);
    }
    // Without memberOnly the list takes in the sub-companies: more than the row counted.
    const row = checked.find((r) => r.memberId === parent);
    expect(row).toBeTruthy();
    expect(
      await listed({
        memberId: parent,
        taskTypeId: row?.taskTypeId,
        ...PERIOD,
        statusList: PLANNED,
      }),
    ).toBeGreaterThan(row?.planned ?? 0);
  });

  it('a company row of the tree: the company with its sub-companies, the period, not cancelled', async () => {
    const [root] = dataOf(await call(t.app, ENDPOINTS.organization, PERIOD, { session: hq }));
    const shanghai = root?.children[0] as OrganizationNode;
    expect(await listed({ memberId: shanghai.memberId, ...PERIOD, statusList: PLANNED })).toBe(
      shanghai.planned,
    );
    // Every year and the cancelled ones too: what the drill-down showed before (issue 8).
    expect(await listed({ memberId: shanghai.memberId })).toBeGreaterThan(shanghai.planned);
  });

  it('refuses memberOnly that is not a boolean, or without a member', async () => {
    for (const body of [{ memberOnly: 'yes', memberId: 1 }, { memberOnly: true }]) {
      const answer = await call(
        t.app,
        ENDPOINTS.servicePage,
        { pageNum: 1, pageSize: 1, ...body } as never,
        { session: hq },
      );
      expect(answer.statusCode).toBe(STATUS.VALIDATION);
      expect((answer.data as unknown as { field: string }[]).map((e) => e.field)).toEqual([
        'memberOnly',
      ]);
    }
  });
});
