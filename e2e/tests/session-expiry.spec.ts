import type { Envelope } from '@pest-portal/shared/contract';
import { decryptWire } from '../support/api-client';
import { ACCOUNTS, DEMO_PASSWORD, EXPIRED_TOKEN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { submitPasswordLogin } from '../support/login';
import { expectLoginWithRurl, openDataPage } from '../support/portal';
import { captureWire } from '../support/wire';

function statusCodes(responses: (string | undefined)[]): number[] {
  return responses.flatMap((r) => {
    try {
      return [decryptWire<Envelope<unknown>>(r ?? '').statusCode];
    } catch {
      return [];
    }
  });
}

test.describe('session ends → login with Rurl (spec §8)', () => {
  test('304: an unknown token', async ({ login, page, loginPath }) => {
    await login(ACCOUNTS.store.account, { rurl: '/feedback', expectPath: '/feedback' });
    const wire = captureWire(page);
    await page.evaluate(() =>
      localStorage.setItem('token', 'garbage-token-not-known-to-the-server'),
    );
    await openDataPage(page);
    await expectLoginWithRurl(page, loginPath, '/feedback');
    expect(statusCodes((await wire.settle()).map((c) => c.response))).toContain(304);
  });

  test('306: an expired token', async ({ login, page, loginPath }) => {
    await login(ACCOUNTS.hq.account, { rurl: '/feedback', expectPath: '/feedback' });
    const wire = captureWire(page);
    // key and mid stay those of hq_demo's real login; only the token is the seeded expired one.
    await page.evaluate((token) => localStorage.setItem('token', token), EXPIRED_TOKEN);
    await openDataPage(page);
    await expectLoginWithRurl(page, loginPath, '/feedback');
    expect(statusCodes((await wire.settle()).map((c) => c.response))).toContain(306);
  });

  test('305 无有效客户: an account without a valid customer', async ({ page, loginPath }) => {
    const wire = captureWire(page);
    await page.goto(`${loginPath}?Rurl=%2Ffeedback`);
    // The login lands on Rurl, whose first data call answers 305 and leaves again at once:
    // the landing is awaited as an event, not polled for.
    const landed = page.waitForURL((url) => url.pathname === '/feedback', { timeout: 20_000 });
    await submitPasswordLogin(page, ACCOUNTS.expired.account, DEMO_PASSWORD);
    await landed;
    await expectLoginWithRurl(page, loginPath, '/feedback');
    // Read on this document: a page load (openDataPage) drops the bodies not yet read, and
    // then the 305 went missing from the record (seen once in six runs on a phone).
    const calls = await wire.settle();
    const answers = calls.map((c) => {
      try {
        return decryptWire<Envelope<unknown>>(c.response ?? '');
      } catch {
        return undefined;
      }
    });
    expect(answers.some((a) => a?.statusCode === 305 && a.message === '无有效客户')).toBe(true);
    // The session is gone: a data page opened again goes the same way.
    await openDataPage(page);
    await expectLoginWithRurl(page, loginPath, '/feedback');
  });
});
