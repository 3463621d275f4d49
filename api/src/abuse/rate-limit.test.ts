import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { createSession } from '../auth/sessions';
import { queryOne } from '../db/db';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call } from '../testing/test-client';
import { abuseLimits, TOO_MANY_REQUESTS } from './limits';
import { forgetOld, hit, peek, reset, type Limit } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIMIT: Limit = { max: 3, windowSeconds: 60 };
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('the counters (rate-limit.ts)', () => {
  it('counts hits in a window from its first hit, then starts afresh', async () => {
    const counts = [];
    for (const ms of [0, 10_000, 59_000])
      counts.push((await hit(t.db, 'unit:a', LIMIT, at(ms))).hits);
    expect(counts).toEqual([1, 2, 3]);
    expect((await peek(t.db, 'unit:a', LIMIT, at(59_500))).hits).toBe(3); // peek adds nothing
    const next = await hit(t.db, 'unit:a', LIMIT, at(60_000));
    expect(next).toEqual({ hits: 1, resetsAt: at(120_000) });
    expect((await peek(t.db, 'unit:a', LIMIT, at(121_000))).hits).toBe(0);
  });

  it('counts hits that arrive together exactly, each once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => hit(t.db, 'unit:together', LIMIT, at(0))),
    );
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('forgets a bucket on reset, and windows that ended a day ago', async () => {
    await hit(t.db, 'unit:reset', LIMIT, at(0));
    await reset(t.db, 'unit:reset');
    expect(await peek(t.db, 'unit:reset', LIMIT, at(1)).then((c) => c.hits)).toBe(0);
    await hit(t.db, 'unit:old', LIMIT, at(0));
    await hit(t.db, 'unit:recent', LIMIT, at(86_400_000));
    await forgetOld(t.db, at(86_400_001));
    const left = await t.db.query<{ bucket: string }>(
      "select bucket from rate_limit_hits where bucket in ('unit:old', 'unit:recent')",
    );
    expect(left.map((r) => r.bucket)).toEqual(['unit:recent']);
  });

  it('scales volumes, never the wait after five wrong answers nor one code a minute', () => {
    const tenfold = abuseLimits(10);
    expect(tenfold.loginPerAddress.max).toBe(abuseLimits(1).loginPerAddress.max * 10);
    expect(tenfold.failuresPerAccountAndAddress.max).toBe(5);
    expect(tenfold.codeResend.max).toBe(1);
  });
});

const branding = (app: FastifyInstance, address: string, headers: Record<string, string> = {}) =>
  call(
    app,
    ENDPOINTS.getBaseByDomain,
    { doMain: 'http://localhost:8080' },
    { headers: { 'x-forwarded-for': address, ...headers } },
  ).then((e) => e.statusCode);

/** Calls until the first refusal (at most `max`), and the statuses seen. */
async function until423(send: () => Promise<number>, max = 10): Promise<number[]> {
  const seen = [];
  for (let i = 0; i < max; i++) {
    const status = await send();
    seen.push(status);
    if (status === STATUS.LOCKED) break;
  }
  return seen;
}

describe('calls without a live session, per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.build({ limits: { anonymousPerAddress: { max: 3, windowSeconds: 60 } } });
  });
  const three = [STATUS.OK, STATUS.OK, STATUS.OK, STATUS.LOCKED];

  it('refuses the call past the limit, from that address only, until the window ends', async () => {
    expect(await until423(() => branding(app, '203.0.113.10'))).toEqual(three);
    const refused = await call(
      app,
      ENDPOINTS.getBaseByDomain,
      { doMain: 'http://localhost:8080' },
      { headers: { 'x-forwarded-for': '203.0.113.10' } },
    );
    expect(refused).toMatchObject({ statusCode: STATUS.LOCKED, message: TOO_MANY_REQUESTS });
    expect(await branding(app, '203.0.113.11')).toBe(STATUS.OK);
    t.clock.advance(61_000);
    expect(await branding(app, '203.0.113.10')).toBe(STATUS.OK);
  });

  it('counts a call whose token is made up or expired as one without a session', async () => {
    expect(await until423(() => branding(app, '203.0.113.12', { token: 'made-up' }))).toEqual(
      three,
    );
    const account = await queryOne<{ id: number }>(
      t.db,
      "select id from accounts where account_name = 'store_demo'",
    );
    const expired = await createSession(t.db, account?.id ?? 0, at(0), 1);
    expect(await until423(() => branding(app, '203.0.113.13', { token: expired.token }))).toEqual(
      three,
    );
  });

  it('does not count a call made with a live session', async () => {
    const account = await queryOne<{ id: number }>(
      t.db,
      "select id from accounts where account_name = 'store_demo'",
    );
    const live = await createSession(t.db, account?.id ?? 0, t.clock.now(), 1);
    const statuses = await until423(() => branding(app, '203.0.113.14', { token: live.token }));
    expect(statuses).toEqual(Array(10).fill(STATUS.OK));
  });

  it('is counted once for several API processes over one database', async () => {
    const twin = await t.build({ limits: { anonymousPerAddress: { max: 3, windowSeconds: 60 } } });
    const both = [app, twin, app, twin];
    expect(await until423(() => branding(both.shift() ?? app, '203.0.113.15'))).toEqual(three);
  });
});

describe('logins and login codes, per address', () => {
  it('refuses logins past the limit of an address, whatever the account, on every process', async () => {
    const limits = { loginPerAddress: { max: 3, windowSeconds: 600 } };
    const [one, two] = [await t.build({ limits }), await t.build({ limits })];
    const names = ['hq_demo', 'store_demo', 'other_demo', 'hq_demo'];
    const seen = [];
    for (const [i, account] of names.entries())
      seen.push(
        (
          await call(
            i % 2 ? two : one,
            ENDPOINTS.login,
            { loginType: 'password', account, password: DEMO_PASSWORD },
            { headers: { 'x-forwarded-for': '203.0.113.20' } },
          )
        ).statusCode,
      );
    expect(seen).toEqual([STATUS.OK, STATUS.OK, STATUS.OK, STATUS.LOCKED]);
  });

  it('refuses login codes past the limit of an address, whatever the name', async () => {
    const app = await t.build({ limits: { codePerAddress: { max: 2, windowSeconds: 600 } } });
    const seen = [];
    for (const account of ['name_one', 'name_two', 'name_three'])
      seen.push(
        (
          await call(
            app,
            ENDPOINTS.sendLoginCode,
            { account },
            { headers: { 'x-forwarded-for': '203.0.113.21' } },
          )
        ).statusCode,
      );
    expect(seen).toEqual([STATUS.OK, STATUS.OK, STATUS.LOCKED]);
  });
});
