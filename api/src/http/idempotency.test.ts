import { ENDPOINTS, STATUS, type SessionInfo } from '@pest-portal/shared/contract';
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
