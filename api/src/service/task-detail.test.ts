import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from './testing/service-test-app';
import { dataOf, sessionOf, taskIdsOf, type Session } from './testing/sessions';

let t: ServiceTestApp;
let hq: Session;
let other: Session;
let served: number;

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  other = await sessionOf(t.app, t.db, 'other_demo');
  // A finished visit with catches and a risk, so every section has rows.
  const [row] = await t.db.query<{ id: number }>(
    `select t.id from tasks t join members m on m.id = t.member_id
      where m.name = '上海徐汇店' and t.status = 'finished'
        and exists (select 1 from risk_points r where r.task_id = t.id)
        and exists (select 1 from device_checks dc join device_check_pests p on p.device_check_id = dc.id where dc.task_id = t.id)
      order by t.id limit 1`,
  );
  served = row?.id ?? 0;
});
afterAll(() => t.close());

const PER_TASK = [
  ENDPOINTS.taskDetail,
  ENDPOINTS.taskIntroDetail,
  ENDPOINTS.taskMaterielList,
  ENDPOINTS.taskRiskList,
  ENDPOINTS.taskPestRiskList,
  ENDPOINTS.taskWorkImageList,
  ENDPOINTS.taskEmployeeSignature,
  ENDPOINTS.taskCustomerSignature,
  ENDPOINTS.taskCommentDetail,
  ENDPOINTS.taskReportHtml,
  ENDPOINTS.taskReportUrl,
] as const;

describe('serviceDetail', () => {
  it('shows a served visit: detail, intro, materials, risks, photos, signatures', async () => {
    const detail = dataOf(
      await call(t.app, ENDPOINTS.taskDetail, { taskId: served }, { session: hq }),
    );
    expect(detail).toMatchObject({
      id: served,
      memberName: '上海徐汇店',
      status: 'finished',
      canSign: false,
    });
    expect(detail.technicianPhone).toMatch(/^1\d{10}$/);
    expect(
      dataOf(await call(t.app, ENDPOINTS.taskIntroDetail, { taskId: served }, { session: hq }))
        .serviceContent,
    ).toContain('虫害');
    const materials = dataOf(
      await call(t.app, ENDPOINTS.taskMaterielList, { taskId: served }, { session: hq }),
    );
    expect(materials.length).toBeGreaterThan(0);
    expect(typeof materials[0]?.quantity).toBe('number');
    const risks = [
      ...dataOf(await call(t.app, ENDPOINTS.taskRiskList, { taskId: served }, { session: hq })),
      ...dataOf(await call(t.app, ENDPOINTS.taskPestRiskList, { taskId: served }, { session: hq })),
    ];
    expect(risks.length).toBeGreaterThan(0);
    expect(
      risks.every((r) => r.taskId === served && r.images.every((i) => i.startsWith('/api/'))),
    ).toBe(true);
    const images = dataOf(
      await call(t.app, ENDPOINTS.taskWorkImageList, { taskId: served }, { session: hq }),
    );
    expect(images).toHaveLength(2);
    const photo = await t.app.inject({
      method: 'GET',
      url: images[0]?.imageUrl.replace('/api', '') ?? '',
    });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const employee = dataOf(
      await call(t.app, ENDPOINTS.taskEmployeeSignature, { taskId: served }, { session: hq }),
    );
    expect(employee.signerName).toBe(detail.technicianName);
    const customer = dataOf(
      await call(t.app, ENDPOINTS.taskCustomerSignature, { taskId: served }, { session: hq }),
    );
    expect(customer.signTime).toBe(detail.customerSignedAt);
  });

  it('lists device checks with catches per device, paged, with totals per pest and area', async () => {
    const all = dataOf(
      await call(
        t.app,
        ENDPOINTS.taskDeviceCollects,
        { taskId: served, pageNum: 1, pageSize: 50 },
        { session: hq },
      ),
    );
    expect(all.total).toBe(all.list.length);
    const caught = all.list.reduce((sum, d) => sum + d.pestTotal, 0);
    expect(caught).toBeGreaterThan(0);
    expect(all.pestTotals.reduce((sum, p) => sum + p.count, 0)).toBe(caught);
    expect(all.areaTotals.reduce((sum, a) => sum + a.pestTotal, 0)).toBe(caught);
    expect(all.list.every((d) => d.pests.reduce((s, p) => s + p.count, 0) === d.pestTotal)).toBe(
      true,
    );
    const first = dataOf(
      await call(
        t.app,
        ENDPOINTS.taskDeviceCollects,
        { taskId: served, pageNum: 1, pageSize: 2 },
        { session: hq },
      ),
    );
    expect(first.list.map((d) => d.id)).toEqual(all.list.slice(0, 2).map((d) => d.id));
  });

  it.each(PER_TASK.map((e) => [e.path, e] as const))(
    "%s refuses another customer's work order as not found",
    async (_path, endpoint) => {
      const envelope = await call(t.app, endpoint, { taskId: served }, { session: other });
      expect(envelope).toMatchObject({ statusCode: STATUS.NOT_FOUND, data: null });
    },
  );

  it('refuses device checks of another customer, and a visit outside the current company', async () => {
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.taskDeviceCollects,
          { taskId: served, pageNum: 1, pageSize: 5 },
          { session: other },
        )
      ).statusCode,
    ).toBe(STATUS.NOT_FOUND);
    const nanjing = await sessionOf(t.app, t.db, 'hq_demo', '华东餐饮南京有限公司');
    expect(
      (await call(t.app, ENDPOINTS.taskDetail, { taskId: served }, { session: nanjing }))
        .statusCode,
    ).toBe(STATUS.FORBIDDEN);
    expect(
      (await call(t.app, ENDPOINTS.taskDetail, { taskId: 99_999_999 }, { session: hq })).statusCode,
    ).toBe(STATUS.NOT_FOUND);
    expect((await call(t.app, ENDPOINTS.taskDetail, {} as never, { session: hq })).statusCode).toBe(
      STATUS.VALIDATION,
    );
  });

  it('has no report for a visit not yet served', async () => {
    const [pending] = await taskIdsOf(t.db, '上海徐汇店', 'pending');
    const envelope = await call(
      t.app,
      ENDPOINTS.taskReportHtml,
      { taskId: pending ?? 0 },
      { session: hq },
    );
    expect(envelope).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '服务尚未完成，暂无服务报告',
    });
    const signature = dataOf(
      await call(t.app, ENDPOINTS.taskEmployeeSignature, { taskId: pending ?? 0 }, { session: hq }),
    );
    expect(signature).toEqual({ signUrl: null, signerName: null, signTime: null });
  });
});

describe('comment', () => {
  it('rates a served visit once, and not one still to be served', async () => {
    const [waitSign] = await taskIdsOf(t.db, '杭州西湖店', 'waitSign');
    const taskId = waitSign ?? 0;
    const before = dataOf(
      await call(t.app, ENDPOINTS.taskCommentDetail, { taskId }, { session: hq }),
    );
    expect(before).toBeNull();
    const added = dataOf(
      await call(
        t.app,
        ENDPOINTS.taskCommentAdd,
        { taskId, score: 4, content: '  服务很好 <b>赞</b> ' },
        { session: hq },
      ),
    );
    expect(added).toMatchObject({ taskId, score: 4, content: '服务很好 <b>赞</b>' });
    expect(
      dataOf(await call(t.app, ENDPOINTS.taskCommentDetail, { taskId }, { session: hq })),
    ).toEqual(added);
    const again = await call(
      t.app,
      ENDPOINTS.taskCommentAdd,
      { taskId, score: 1, content: '' },
      { session: hq },
    );
    expect(again).toMatchObject({ statusCode: STATUS.VALIDATION, message: '该工单已评价' });
    const [pending] = await taskIdsOf(t.db, '杭州西湖店', 'pending');
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.taskCommentAdd,
          { taskId: pending ?? 0, score: 5, content: '' },
          { session: hq },
        )
      ).statusCode,
    ).toBe(STATUS.VALIDATION);
    const bad = await call(
      t.app,
      ENDPOINTS.taskCommentAdd,
      { taskId, score: 6, content: '' },
      { session: hq },
    );
    expect(bad).toMatchObject({ statusCode: STATUS.VALIDATION, message: '请选择1到5星评分' });
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.taskCommentAdd,
          { taskId, score: 5, content: '' },
          { session: other },
        )
      ).statusCode,
    ).toBe(STATUS.NOT_FOUND);
  });
});
