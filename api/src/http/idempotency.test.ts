import { ENDPOINTS, STATUS, type SessionInfo } from '@pest-portal/shared/contract';
import { buildApp } from '../app';
import { queryOne, type Db } from '../db/db';
import { SAMPLE, uploadFile } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';
import { STILL_RUNNING } from './idempotency';

let t: TestApp;
let hq: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  [hq, other] = [await login(t.app, 'hq_demo'), await login(t.app, 'other_demo')];
});
afterAll(() => t.close());

const feedback = {
  feedbackType: 'service' as const,
  content: '门口鼠迹，请尽快处理',
  contact: '李',
  images: [],
};
const submit = (session: SessionInfo, requestId?: string, content = feedback.content) =>
  call(
    t.app,
    ENDPOINTS.feedbackSubmit,
    { ...feedback, content },
    { session, headers: requestId ? { requestId } : {} },
  );
const countOf = async (content: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from feedback where content = $1', [
      content,
    ])
  )[0]?.n;

describe('a submit with a request id', () => {
  it('stores one record however often it is resent, and answers the same each time', async () => {
    const content = '重发三次只存一条记录';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await submit(hq, 'fb-0001-resend', content));
    expect(answers.map((a) => a.statusCode)).toEqual([STATUS.OK, STATUS.OK, STATUS.OK]);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await countOf(content)).toBe(1);
  });

  it('stores one record when the resends arrive together', async () => {
    const content = '同时到达的重发只存一条';
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => submit(hq, 'fb-0002-together', content)),
    );
    expect(await countOf(content)).toBe(1);
    for (const a of answers)
      expect(a.statusCode === STATUS.OK || a.message === STILL_RUNNING).toBe(true);
  });

  it('keeps ids per account, and new ids (or none) make new records', async () => {
    const content = '每个账号各自的请求编号';
    await submit(hq, 'fb-0003-shared', content);
    await submit(other, 'fb-0003-shared', content);
    await submit(hq, 'fb-0004-another', content);
    await submit(hq, undefined, content);
    await submit(hq, undefined, content);
    expect(await countOf(content)).toBe(5);
  });

  it('runs afresh after a refusal, so a corrected resend is stored', async () => {
    const refused = await submit(hq, 'fb-0005-fixed', '短');
    expect(refused.statusCode).toBe(STATUS.VALIDATION);
    const content = '改正后重发的反馈内容';
    expect((await submit(hq, 'fb-0005-fixed', content)).statusCode).toBe(STATUS.OK);
    expect(await countOf(content)).toBe(1);
  });

  it('refuses a malformed id, or one used for another kind of submit', async () => {
    expect((await submit(hq, 'bad id!')).statusCode).toBe(STATUS.VALIDATION);
    await submit(hq, 'fb-0006-reused', '用于反馈的请求编号');
    const comment = await call(
      t.app,
      ENDPOINTS.taskCommentAdd,
      { taskId: 1, score: 5, content: '好' },
      { session: hq, headers: { requestId: 'fb-0006-reused' } },
    );
    expect(comment).toMatchObject({ statusCode: STATUS.VALIDATION, message: '请求编号重复' });
  });
});

/**
 * The database as a process that dies at the statement matching `at` sees it: that
 * statement and every one after it fail (what a transaction had written is rolled back,
 * as the server does when the connection of a dead process drops).
 */
function diesAt(db: Db, at: RegExp): Db {
  let dead = false;
  const wrap = (inner: Db): Db => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      if (dead || at.test(sql)) {
        dead = true;
        throw new Error('the process died here');
      }
      return inner.query<T>(sql, params);
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return wrap(db);
}

describe('a submit whose process dies after storing its record', () => {
  it('leaves nothing behind, so the resend stores the record once', async () => {
    const dying = await buildApp(diesAt(t.db, /set answer/), t.settings, { now: t.clock.now });
    const content = '进程在保存答复前退出';
    const lost = await call(
      dying,
      ENDPOINTS.feedbackSubmit,
      { ...feedback, content },
      { session: hq, headers: { requestId: 'fb-0007-crash' } },
    );
    expect(lost.statusCode).toBe(STATUS.SERVER_ERROR);
    await dying.close();
    expect(await countOf(content)).toBe(0);
    expect((await submit(hq, 'fb-0007-crash', content)).statusCode).toBe(STATUS.OK);
    expect(await countOf(content)).toBe(1);
  });
});

describe('resends of the other submits', () => {
  const resend = async <T>(send: () => Promise<{ statusCode: number; data: T }>) => {
    const [first, second] = [await send(), await send()];
    expect([first.statusCode, second.statusCode]).toEqual([STATUS.OK, STATUS.OK]);
    expect(second.data).toEqual(first.data);
    return first.data;
  };
  const taskOf = async (status: string) => {
    const row = await queryOne<{ id: number }>(
      t.db,
      `select id from tasks where status = $1 and member_id = any($2::int[])
          and id not in (select task_id from task_comments) order by id limit 1`,
      [status, hq.memberIdList],
    );
    return row?.id ?? 0;
  };

  it('rates a visit once (comment/add)', async () => {
    const taskId = await taskOf('finished');
    await resend(() =>
      call(
        t.app,
        ENDPOINTS.taskCommentAdd,
        { taskId, score: 4, content: '重发的评价' },
        { session: hq, headers: { requestId: 'cm-0001-resend' } },
      ),
    );
    const rows = await t.db.query('select 1 from task_comments where task_id = $1', [taskId]);
    expect(rows).toHaveLength(1);
  });

  it('adds a risk point once (riskPointAdd)', async () => {
    const ref = await queryOne<{ type: number; grade: number }>(
      t.db,
      'select (select min(id) from risk_types) as type, (select min(id) from risk_grades) as grade',
    );
    const description = '重发两次的风险点';
    await resend(() =>
      call(
        t.app,
        ENDPOINTS.riskPointAdd,
        {
          riskTypeId: ref?.type ?? 0,
          riskGradeId: ref?.grade ?? 0,
          location: '后门',
          description,
        },
        { session: hq, headers: { requestId: 'rp-0001-resend' } },
      ),
    );
    const rows = await t.db.query('select 1 from risk_points where description = $1', [
      description,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('signs a visit once, keeping the first image, when the resend carries a new upload', async () => {
    const taskId = await taskOf('waitSign');
    // The portal uploads the drawing again before each send (mfe-service submit-signature.ts).
    const upload = async () =>
      (
        (await uploadFile(t.app, { session: hq }, SAMPLE.png, 'image.png', 'image/png')).json() as {
          data: { fileUrl: string };
        }
      ).data.fileUrl;
    const [firstUrl, secondUrl] = [await upload(), await upload()];
    const sign = (signUrl: string) =>
      call(
        t.app,
        ENDPOINTS.taskSignature,
        { taskId, signUrl },
        { session: hq, headers: { requestId: 'sg-0001-resend' } },
      );
    const first = await sign(firstUrl);
    const second = await sign(secondUrl);
    expect([first.statusCode, second.statusCode]).toEqual([STATUS.OK, STATUS.OK]);
    expect(second.data).toEqual(first.data);
    const task = await queryOne<{ path: string }>(
      t.db,
      'select customer_sign_path as path from tasks where id = $1',
      [taskId],
    );
    expect(firstUrl).toContain(task?.path ?? 'none');
    expect(secondUrl).not.toContain(task?.path ?? 'none');
  });
});
