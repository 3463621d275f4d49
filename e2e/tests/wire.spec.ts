import type { Envelope, SessionInfo } from '@pest-portal/shared/contract';
import { decryptWire } from '../support/api-client';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/env';
import { expect, test } from '../support/fixtures';
import { submitPasswordLogin } from '../support/login';
import { captureWire, isJsonText } from '../support/wire';

/** Plaintext of ours that must never cross the wire (spec §7: bodies and queries encrypted). */
const PLAINTEXT = [DEMO_PASSWORD, '"account"', 'pageNum', ACCOUNTS.store.account];

// What travels is the same from a phone and a desktop: one project checks it.
test.describe('the wire carries no plaintext (spec §7)', { tag: '@desktop' }, () => {
  test('bodies, queries and responses are encrypted; the headers are there', async ({
    page,
    loginPath,
  }) => {
    const wire = captureWire(page);
    await page.goto(`${loginPath}?Rurl=%2Ffeedback`);
    await submitPasswordLogin(page, ACCOUNTS.store.account, DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/feedback', { timeout: 20_000 });
    await page
      .getByRole('tab', { name: '反馈记录' })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const calls = await wire.settle();

    const loginIndex = calls.findIndex((c) => c.url.pathname.endsWith('/customer/account/login'));
    expect(loginIndex, 'the login call was seen').toBeGreaterThanOrEqual(0);
    expect(calls.length, 'calls after login').toBeGreaterThan(loginIndex + 1);
    expect(
      calls.some((c) => c.method === 'GET'),
      'at least one GET',
    ).toBe(true);

    // The login answer is the real envelope once decrypted: the capture saw the real thing.
    const loginCall = calls[loginIndex];
    const envelope = decryptWire<Envelope<SessionInfo>>(loginCall?.response ?? '');
    expect(envelope.statusCode).toBe(200);

    calls.forEach((call, i) => {
      const where = `${call.method} ${call.url.pathname}`;
      const multipart = call.contentType.startsWith('multipart/');
      expect(call.headers.systemtype, `${where}: systemType`).toBe('4');
      if (!multipart) expect(call.headers.decrypt, `${where}: decrypt header`).toBeTruthy();
      if (i > loginIndex) {
        expect(call.headers.token, `${where}: token`).toBeTruthy();
        expect(call.headers.key, `${where}: key`).toBeTruthy();
        expect(call.headers.mid, `${where}: mid`).toBeTruthy();
      }
      if (call.method === 'GET' || call.method === 'DELETE') {
        expect([...call.url.searchParams.keys()], `${where}: only q in the query`).toEqual(
          call.url.search ? ['q'] : [],
        );
      }
      const query = decodeURIComponent(call.url.search);
      for (const text of PLAINTEXT) {
        expect(call.body, `${where}: body has no ${text}`).not.toContain(text);
        expect(query, `${where}: query has no ${text}`).not.toContain(text);
      }
      if (!multipart) expect(isJsonText(call.body), `${where}: body is not JSON`).toBe(false);
      expect(isJsonText(call.response), `${where}: response is not JSON`).toBe(false);
    });
  });
});
