import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byPassword = (account: string, password: string) =>
  call(t.app, ENDPOINTS.login, { loginType: 'password', account, password });

describe('login by password', () => {
  it('returns the session of a headquarters account and its company tree', async () => {
    const info = await login(t.app, 'hq_demo');
    expect(info.token.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url
    expect(info.key).toMatch(/^[0-9a-f]{32}$/);
    expect(info).toMatchObject({ isHq: true, companyName: '华东餐饮集团', wxAuth: 1 });
    expect(info.expiresIn).toBeGreaterThan(11 * 3600);
    const [hq] = info.companyList;
    // The HQ first, then each member company that has sub-companies (two-level switcher).
    expect(info.companyList.map((c) => c.memberName)).toEqual([
      '华东餐饮集团',
      '华东餐饮上海有限公司',
      '华东餐饮南京有限公司',
      '华东餐饮杭州有限公司',
    ]);
    expect(hq).toMatchObject({ memberId: info.mid, isHq: true, hqIdList: [info.mid] });
    expect(info.hqIdList).toEqual([info.mid]);
    expect(info.memberIdList).toHaveLength(9); // the HQ, 3 companies, 5 sub-companies
    expect(hq?.memberInfoList?.map((m) => m.memberName)).toEqual([
      '华东餐饮上海有限公司',
      '华东餐饮南京有限公司',
      '华东餐饮杭州有限公司',
    ]);
    for (const company of hq?.memberInfoList ?? []) {
      expect(company.isHq).toBe(false);
      expect(company.hqIdList).toEqual([]);
      expect(company.memberInfoList?.length).toBeGreaterThanOrEqual(1);
      expect(company.memberIdList).toEqual([
        company.memberId,
        ...(company.memberInfoList ?? []).map((s) => s.memberId),
      ]);
    }
  });

  it('accepts the phone number in place of the account name', async () => {
    const info = await login(t.app, '13800000002');
    expect(info).toMatchObject({
      isHq: false,
      companyName: '上海静安食品有限公司',
      hqIdList: [],
      memberIdList: [info.mid],
      wxAuth: 0,
    });
    expect(info.companyList[0]).not.toHaveProperty('memberInfoList');
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    for (const [account, password] of [
      ['store_demo', 'Wrong@2026'],
      ['nobody', DEMO_PASSWORD],
    ] as const) {
      const envelope = await byPassword(account, password);
      expect(envelope).toMatchObject({ statusCode: STATUS.VALIDATION, message: '账号或密码错误' });
      expect(envelope.data).toEqual([{ field: 'password', defaultMessage: '账号或密码错误' }]);
    }
  });

  it('lists missing fields', async () => {
    const envelope = await call(t.app, ENDPOINTS.login, { loginType: 'password', account: ' ' });
    expect(envelope.statusCode).toBe(STATUS.VALIDATION);
    expect(envelope.data).toEqual([{ field: 'account', defaultMessage: '请输入账号或手机号' }]);
    // Which secret a login needs depends on its type: checked once the fields are well formed.
    const noPassword = await call(t.app, ENDPOINTS.login, { loginType: 'password', account: 'x' });
    expect(noPassword.data).toEqual([{ field: 'password', defaultMessage: '请输入密码' }]);
  });

  it('refuses a disabled account, telling only its owner', async () => {
    expect(await byPassword('disabled_demo', DEMO_PASSWORD)).toMatchObject({
      statusCode: STATUS.LOCKED,
      message: '账号已停用，请联系客服',
    });
    expect((await byPassword('disabled_demo', 'nope')).statusCode).toBe(STATUS.VALIDATION);
  });

  it('makes an account wait after 5 wrong passwords in 15 minutes, then lets it in again', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await byPassword('other_demo', `wrong-${i}`)).statusCode).toBe(STATUS.VALIDATION);
    const locked = { statusCode: STATUS.LOCKED, message: '账号已锁定，请15分钟后再试' };
    expect(await byPassword('other_demo', 'wrong-5')).toMatchObject(locked);
    expect(await byPassword('other_demo', DEMO_PASSWORD)).toMatchObject(locked);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await byPassword('other_demo', DEMO_PASSWORD)).statusCode).toBe(STATUS.OK);
  });

  it('never lets a stranger lock the owner out: the wait is per account and address', async () => {
    const from = (address: string, password: string) =>
      call(
        t.app,
        ENDPOINTS.login,
        { loginType: 'password', account: 'store_demo', password },
        { headers: { 'x-forwarded-for': address } },
      );
    for (let i = 1; i <= 6; i++) await from('203.0.113.7', `guess-${i}`);
    expect((await from('203.0.113.7', DEMO_PASSWORD)).statusCode).toBe(STATUS.LOCKED);
    expect((await from('198.51.100.20', DEMO_PASSWORD)).statusCode).toBe(STATUS.OK);
  });

  it('answers an unknown account exactly as a real one, lock included, in the same time', async () => {
    const timed = async (account: string, address: string) => {
      const started = performance.now();
      const answer = await call(
        t.app,
        ENDPOINTS.login,
        { loginType: 'password', account, password: 'wrong' },
        { headers: { 'x-forwarded-for': address } },
      );
      return { answer: [answer.statusCode, answer.message], ms: performance.now() - started };
    };
    const real: { answer: unknown[]; ms: number }[] = [];
    const unknown: { answer: unknown[]; ms: number }[] = [];
    for (let i = 0; i < 7; i++) {
      real.push(await timed('hq_demo', '192.0.2.1'));
      unknown.push(await timed('no_such_account', '192.0.2.1'));
    }
    expect(unknown.map((u) => u.answer)).toEqual(real.map((r) => r.answer));
    expect(real.at(-1)?.answer[0]).toBe(STATUS.LOCKED);
    // Every answer, locked or not, computes one password hash (~50 ms): none is a fast "no".
    const fastest = Math.min(...real.map((r) => r.ms), ...unknown.map((u) => u.ms));
    const median = [...real, ...unknown].map((r) => r.ms).sort((a, b) => a - b)[7] ?? 0;
    expect(fastest).toBeGreaterThan(median / 3);
  });
});

describe('systemType header', () => {
  it('is required on every call, and must be 4', async () => {
    for (const systemType of [undefined, '3']) {
      const envelope = await call(
        t.app,
        ENDPOINTS.login,
        { loginType: 'password', account: 'hq_demo', password: DEMO_PASSWORD },
        { headers: { systemType } },
      );
      expect(envelope).toMatchObject({
        statusCode: STATUS.VALIDATION,
        message: '请求头 systemType 必须为 4',
      });
    }
  });
});

describe('login by SMS code', () => {
  /** The latest code texted to the phone; the text goes out after the answer. */
  const codeFor = async (phone: string) => {
    await t.settled();
    const line = [...t.logs].reverse().find((l) => l.startsWith(`[sms] login code for ${phone}: `));
    return line?.slice(-6) ?? '';
  };
  const byCode = (account: string, code: string) =>
    call(t.app, ENDPOINTS.login, { loginType: 'code', account, code });

  it('sends a 6-digit code to the log and logs in with it once', async () => {
    const sent = await call(t.app, ENDPOINTS.sendLoginCode, { account: 'store_demo' });
    expect(sent).toMatchObject({ statusCode: STATUS.OK, data: { resendAfter: 60 } });
    const code = await codeFor('13800000002');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await byCode('store_demo', wrong)).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '验证码错误或已过期',
    });
    expect((await byCode('13800000002', code)).statusCode).toBe(STATUS.OK);
    expect((await byCode('store_demo', code)).statusCode).toBe(STATUS.VALIDATION); // used
  });

  it('allows a resend of a name only after 60 seconds, and the new code replaces the old', async () => {
    t.clock.advance(61_000);
    await call(t.app, ENDPOINTS.sendLoginCode, { account: 'hq_demo' });
    const first = await codeFor('13800000001');
    const again = await call(t.app, ENDPOINTS.sendLoginCode, { account: 'hq_demo' });
    expect(again.statusCode).toBe(STATUS.VALIDATION);
    expect(again.message).toMatch(/^验证码已发送，请\d+秒后再试$/);
    t.clock.advance(61_000);
    await call(t.app, ENDPOINTS.sendLoginCode, { account: 'hq_demo' });
    const second = await codeFor('13800000001');
    if (first !== second)
      expect((await byCode('hq_demo', first)).statusCode).toBe(STATUS.VALIDATION);
    expect((await byCode('hq_demo', second)).statusCode).toBe(STATUS.OK);
  });

  it('texts one code a minute to an account asked for by name, then by phone, and says nothing of it', async () => {
    t.clock.advance(61_000);
    const before = t.logs.length;
    const answers: { statusCode: number; message: string }[] = [];
    for (const account of ['hq_demo', '13800000001', 'no_such_name', '13912340000'])
      answers.push(await call(t.app, ENDPOINTS.sendLoginCode, { account }));
    expect(answers.map((a) => [a.statusCode, a.message])).toEqual(
      answers.map(() => [STATUS.OK, answers[0]?.message]),
    );
    await t.settled();
    const texts = t.logs.slice(before).filter((l) => l.startsWith('[sms] login code for '));
    expect(texts).toHaveLength(1);
  });

  it('lets a code expire after 5 minutes', async () => {
    t.clock.advance(61_000);
    await call(t.app, ENDPOINTS.sendLoginCode, { account: 'hq_demo' });
    const code = await codeFor('13800000001');
    t.clock.advance(5 * 60_000 + 1000);
    expect((await byCode('hq_demo', code)).statusCode).toBe(STATUS.VALIDATION);
  });

  it('answers a second request within 60 s the same for an unknown account', async () => {
    t.clock.advance(61_000);
    const twice = async (account: string) => {
      await call(t.app, ENDPOINTS.sendLoginCode, { account });
      const again = await call(t.app, ENDPOINTS.sendLoginCode, { account });
      return [again.statusCode, again.message];
    };
    const real = await twice('13800000004');
    expect(real[0]).toBe(STATUS.VALIDATION);
    expect(await twice('13912345678')).toEqual(real);
  });

  it('answers the same for an unknown account, and sends nothing', async () => {
    const before = t.logs.length;
    expect(await call(t.app, ENDPOINTS.sendLoginCode, { account: '13999999999' })).toMatchObject({
      statusCode: STATUS.OK,
      data: { resendAfter: 60 },
    });
    await t.settled();
    expect(t.logs.slice(before).some((l) => l.includes('login code for'))).toBe(false);
  });
});
