import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { TOO_MANY_REQUESTS } from '../abuse/limits';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call } from '../testing/test-client';

/**
 * Nobody can shut an account's owner out from elsewhere (issue 9): every limit on a name
 * is counted per name and address, and the ceilings over all addresses let the owner in
 * from an address they have logged in from before; unknown names answer as real ones.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const passwordFrom = (app: FastifyInstance, address: string, account: string, password: string) =>
  call(
    app,
    ENDPOINTS.login,
    { loginType: 'password', account, password },
    { headers: { 'x-forwarded-for': address } },
  );
const codeFrom = (app: FastifyInstance, address: string, account: string) =>
  call(app, ENDPOINTS.sendLoginCode, { account }, { headers: { 'x-forwarded-for': address } });
const answer = (e: { statusCode: number; message: string }) => [e.statusCode, e.message];

/** One call from each of `count` strangers' addresses in turn; their answers. */
async function fromStrangers(
  count: number,
  first: number,
  send: (address: string, i: number) => Promise<{ statusCode: number; message: string }>,
) {
  const seen = [];
  for (let i = 1; i <= count; i++) seen.push(answer(await send(`203.0.113.${first + i}`, i)));
  return seen;
}

/** The owner logs in from `address`, which the account then knows. */
async function ownerLogsIn(app: FastifyInstance, address: string, account: string) {
  expect((await passwordFrom(app, address, account, DEMO_PASSWORD)).statusCode).toBe(STATUS.OK);
}

describe('password logins', () => {
  it('lets the owner in from another address after 101 wrong passwords from one address', async () => {
    // More than the old 100 tries an hour per name, all addresses together.
    for (let i = 0; i < 101; i++) await passwordFrom(t.app, '203.0.113.50', 'store_demo', `x${i}`);
    expect(answer(await passwordFrom(t.app, '203.0.113.50', 'store_demo', DEMO_PASSWORD))).toEqual([
      STATUS.LOCKED,
      '账号已锁定，请15分钟后再试',
    ]);
    await ownerLogsIn(t.app, '198.51.100.50', 'store_demo');
  });

  it('under guessing from many addresses, lets the owner in from a known address and tells nobody anything', async () => {
    const app = await t.build({
      limits: { failuresPerAccountAllAddresses: { max: 6, windowSeconds: 3600 } },
    });
    // The owner has logged in from the office before.
    await ownerLogsIn(app, '198.51.100.60', 'other_demo');
    const siege = async (account: string) => {
      const seen = await fromStrangers(6, 60, (address, i) =>
        passwordFrom(app, address, account, `guess-${i}`),
      );
      // A new address, wrong and then right: the same "wait" either way.
      seen.push(answer(await passwordFrom(app, '192.0.2.60', account, 'guess-7')));
      seen.push(answer(await passwordFrom(app, '192.0.2.60', account, DEMO_PASSWORD)));
      return seen;
    };
    const real = await siege('other_demo');
    expect(real.slice(0, 6)).toEqual(Array(6).fill([STATUS.VALIDATION, '账号或密码错误']));
    expect(real.slice(6)).toEqual([
      [STATUS.LOCKED, TOO_MANY_REQUESTS],
      [STATUS.LOCKED, TOO_MANY_REQUESTS],
    ]);
    expect(await siege('no_such_account')).toEqual(real);
    // The office: a wrong password is told to wait like everyone, the right one gets in.
    expect(answer(await passwordFrom(app, '198.51.100.60', 'other_demo', 'guess-8'))).toEqual([
      STATUS.LOCKED,
      TOO_MANY_REQUESTS,
    ]);
    await ownerLogsIn(app, '198.51.100.60', 'other_demo');
  });
});

describe('login codes', () => {
  it('never stops the owner asking from elsewhere, however often a stranger asks', async () => {
    const stranger = [];
    for (let i = 0; i < 11; i++) {
      stranger.push((await codeFrom(t.app, '203.0.113.80', 'hq_demo')).statusCode);
      t.clock.advance(61_000);
    }
    expect(stranger).toEqual([...Array(10).fill(STATUS.OK), STATUS.LOCKED]);
    // Seconds after the stranger's last request: the owner's own is answered, not refused.
    await codeFrom(t.app, '203.0.113.80', 'hq_demo');
    const owner = await codeFrom(t.app, '198.51.100.80', 'hq_demo');
    expect(owner).toMatchObject({ statusCode: STATUS.OK, data: { resendAfter: 60 } });
    await t.settled();
    const line = [...t.logs]
      .reverse()
      .find((l) => l.startsWith('[sms] login code for 13800000001'));
    const code = line?.slice(-6) ?? '';
    const login = await call(t.app, ENDPOINTS.login, {
      loginType: 'code',
      account: 'hq_demo',
      code,
    });
    expect(login.statusCode).toBe(STATUS.OK);
  });

  it('stops texting a name asked for from many addresses, except to a known address, the same for unknown names', async () => {
    const app = await t.build({
      limits: { codePerAccountAllAddressesDaily: { max: 3, windowSeconds: 86_400 } },
    });
    await ownerLogsIn(app, '198.51.100.90', 'store_demo');
    const flood = (account: string) =>
      fromStrangers(4, 90, (address) => codeFrom(app, address, account));
    const real = await flood('store_demo');
    expect(real.map((a) => a[0])).toEqual([STATUS.OK, STATUS.OK, STATUS.OK, STATUS.LOCKED]);
    expect(await flood('no_such_account')).toEqual(real);
    expect((await codeFrom(app, '198.51.100.90', 'store_demo')).statusCode).toBe(STATUS.OK);
  });

  it('answers real and unknown names at once, whatever the text takes to send', async () => {
    t.clock.advance(61_000);
    const sent: string[] = [];
    const app = await t.build({
      sms: {
        async sendLoginCode(phone) {
          await new Promise((resolve) => setTimeout(resolve, 400));
          sent.push(phone);
        },
      },
    });
    const timed = async (account: string) => {
      const started = performance.now();
      const envelope = await codeFrom(app, '192.0.2.99', account);
      return { answer: answer(envelope), ms: performance.now() - started };
    };
    const real = await timed('13800000004');
    const unknown = await timed('13900000004');
    expect(unknown.answer).toEqual(real.answer);
    expect(real.answer[0]).toBe(STATUS.OK);
    expect(Math.max(real.ms, unknown.ms)).toBeLessThan(400);
    await t.settled();
    expect(sent).toEqual(['13800000004']);
  });
});
