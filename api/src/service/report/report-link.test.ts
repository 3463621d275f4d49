import { createHmac } from 'node:crypto';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { call, login } from '../../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from '../testing/service-test-app';
import { dataOf, sessionOf, taskIdsOf } from '../testing/sessions';
import { LINK_INVALID } from './report-routes';

let t: ServiceTestApp;
let taskId: number;

beforeAll(async () => {
  t = await createServiceTestApp();
  [taskId = 0] = await taskIdsOf(t.db, '上海徐汇店', 'waitSign', 1);
}, 120_000);
afterAll(() => t.close());

const open = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(t.settings.api.basePath, '') });

async function freshLink(account = 'hq_demo') {
  const session = await sessionOf(t.app, t.db, account);
  const link = dataOf(await call(t.app, ENDPOINTS.taskReportUrl, { taskId }, { session }));
  return { session, link };
}

describe('report links', () => {
  it('refuses a ticket made with the key every browser downloads (PP_CRYPTO_KEY)', async () => {
    const { link } = await freshLink();
    const [, sessionId] = /ticket=\d+\.(\d+)\./.exec(link.url) ?? [];
    const exp = Math.floor(t.now.getTime() / 1000) + 60;
    // Both the old scheme (key-derived HMAC) and the new layout signed with the wire key.
    const body = `pest-portal-link\nreport:${taskId}\n${sessionId}\n${exp}`;
    const mac = createHmac('sha256', t.settings.crypto.key).update(body).digest('base64url');
    const forged = `${t.settings.api.basePath}${ENDPOINTS.taskReportFile.path}?ticket=${taskId}.${sessionId}.${exp}.${mac}`;
    expect((await open(forged)).json()).toMatchObject({
      statusCode: STATUS.FORBIDDEN,
      message: LINK_INVALID,
    });
    expect((await open(link.url)).headers['content-type']).toBe('application/pdf');
  }, 20_000);

  it('stops working at logout', async () => {
    const { session, link } = await freshLink();
    expect((await open(link.url)).statusCode).toBe(200);
    expect((await open(link.url)).headers['content-type']).toBe('application/pdf');
    dataOf(await call(t.app, ENDPOINTS.logout, {}, { session }));
    expect((await open(link.url)).json()).toMatchObject({ statusCode: STATUS.FORBIDDEN });
  }, 20_000);

  it('stops working after a password change', async () => {
    const { session, link } = await freshLink();
    const change = (from: string, to: string, as = session) =>
      call(
        t.app,
        ENDPOINTS.updatePassword,
        { oldPassword: from, newPassword: to, confirmPassword: to },
        { session: as },
      );
    dataOf(await change(DEMO_PASSWORD, 'Changed2026'));
    expect((await open(link.url)).json()).toMatchObject({ statusCode: STATUS.FORBIDDEN });
    // Put the demo password back for the other tests.
    const again = await login(t.app, 'hq_demo', 'Changed2026');
    dataOf(
      await change('Changed2026', DEMO_PASSWORD, {
        token: again.token,
        key: again.key,
        mid: again.mid,
        info: again,
      }),
    );
  }, 20_000);

  it('expires within the configured time, never later than its session', async () => {
    const { link } = await freshLink();
    const [, exp] = /ticket=\d+\.\d+\.(\d+)\./.exec(link.url) ?? [];
    const seconds = Number(exp) - Math.floor(t.now.getTime() / 1000);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(t.settings.report.linkTtlSeconds);
  });

  it('is refused to another customer’s session', async () => {
    const session = await sessionOf(t.app, t.db, 'other_demo');
    const answer = await call(t.app, ENDPOINTS.taskReportUrl, { taskId }, { session });
    expect(answer.statusCode).not.toBe(STATUS.OK);
  });
});
