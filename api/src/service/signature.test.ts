import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { Canvas } from '../seed/service/png';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from './testing/service-test-app';
import { dataOf, sessionOf, taskIdsOf, upload, type TestSession } from './testing/sessions';
import { ALREADY_SIGNED, NOT_READY } from './signature-route';

let t: ServiceTestApp;
let hq: TestSession;
let other: TestSession;
let waiting: number[];

function drawnSignature(): Buffer {
  const canvas = new Canvas(80, 30, [255, 255, 255]);
  canvas.line(5, 20, 70, 8, 2, [0, 0, 0]);
  return canvas.toPng();
}

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  other = await sessionOf(t.app, t.db, 'other_demo');
  waiting = (
    await t.db.query<{ id: number }>(
      "select id from tasks where status = 'waitSign' and member_id = any($1) order by id",
      [hq.info.memberIdList],
    )
  ).map((r) => r.id);
});
afterAll(() => t.close());

describe('signature', () => {
  it('completes a visit awaiting signature, recording who signed and when, once', async () => {
    const taskId = waiting[0] ?? 0;
    const signUrl = await upload(t.app, hq, drawnSignature(), 'image.png');
    const result = dataOf(
      await call(t.app, ENDPOINTS.taskSignature, { taskId, signUrl }, { session: hq }),
    );
    expect(result).toEqual({ taskId, status: 'finished', signTime: '2026-11-23 10:00:00' });
    const detail = dataOf(await call(t.app, ENDPOINTS.taskDetail, { taskId }, { session: hq }));
    expect(detail).toMatchObject({
      status: 'finished',
      customerSignerName: 'hq_demo',
      customerSignedAt: '2026-11-23 10:00:00',
      canSign: false,
    });
    expect(
      dataOf(await call(t.app, ENDPOINTS.taskCustomerSignature, { taskId }, { session: hq }))
        .signUrl,
    ).toBe(signUrl);
    const [row] = await t.db.query<{ signer: string }>(
      'select a.account_name as signer from tasks t join accounts a on a.id = t.customer_signed_by where t.id = $1',
      [taskId],
    );
    expect(row?.signer).toBe('hq_demo');
    const notices = await t.db.query(
      "select 1 from messages where task_id = $1 and msg_type = 'finished'",
      [taskId],
    );
    expect(notices).toHaveLength(1);

    const again = await call(t.app, ENDPOINTS.taskSignature, { taskId, signUrl }, { session: hq });
    expect(again).toMatchObject({ statusCode: STATUS.VALIDATION, message: ALREADY_SIGNED });
  });

  it('signs once when submitted several times at once', async () => {
    const taskId = waiting[1] ?? 0;
    const signUrl = await upload(t.app, hq, drawnSignature(), 'image.png');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call(
          t.app,
          ENDPOINTS.taskSignature,
          { taskId, signUrl, signerName: '张经理' },
          { session: hq },
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === STATUS.OK)).toHaveLength(1);
    expect(results.filter((r) => r.message === ALREADY_SIGNED)).toHaveLength(2);
    expect(
      await t.db.query("select 1 from messages where task_id = $1 and msg_type = 'finished'", [
        taskId,
      ]),
    ).toHaveLength(1);
  });

  it("refuses a visit not yet served, another customer's visit, and a signature not uploaded by the caller", async () => {
    const mine = await upload(t.app, hq, drawnSignature(), 'image.png');
    const [pending] = await taskIdsOf(t.db, '上海浦东店', 'pending');
    expect(
      await call(
        t.app,
        ENDPOINTS.taskSignature,
        { taskId: pending ?? 0, signUrl: mine },
        { session: hq },
      ),
    ).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: NOT_READY,
    });
    const theirs = await upload(t.app, other, drawnSignature(), 'image.png');
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.taskSignature,
          { taskId: waiting[2] ?? 0, signUrl: theirs },
          { session: hq },
        )
      ).message,
    ).toBe('签名图片无效，请重新签名');
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.taskSignature,
          { taskId: waiting[2] ?? 0, signUrl: theirs },
          { session: other },
        )
      ).statusCode,
    ).toBe(STATUS.NOT_FOUND);
    expect(
      (
        await call(
          t.app,
          ENDPOINTS.taskSignature,
          { taskId: waiting[2] ?? 0, signUrl: '' },
          { session: hq },
        )
      ).statusCode,
    ).toBe(STATUS.VALIDATION);
    const [status] = await t.db.query<{ status: string }>(
      'select status from tasks where id = $1',
      [waiting[2]],
    );
    expect(status?.status).toBe('waitSign');
  });
});
