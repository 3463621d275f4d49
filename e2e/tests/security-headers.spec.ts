import { ACCOUNTS, SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

const REMOTE_URL = `http://localhost:${Number(process.env.PP_SERVICE_PORT || 8081)}`;

test.describe('security headers and exposure (issue 9)', { tag: '@desktop' }, () => {
  test('the shell and the remotes send a strict CSP, nosniff and a referrer policy', async ({
    request,
  }) => {
    for (const url of [`${SHELL_URL}/login`, `${REMOTE_URL}/mf-manifest.json`]) {
      const response = await request.get(url);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(csp, url).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
      expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers()['referrer-policy'], url).toBe('same-origin');
    }
  });

  test('only the shell’s origin proxies the API', async ({ request }) => {
    const viaShell = await request.get(`${SHELL_URL}/api/customer/brand/v1.2.0/getBaseByDomain`);
    expect(viaShell.headers()['content-type']).toContain('application/json');
    const viaRemote = await request.get(`${REMOTE_URL}/api/customer/brand/v1.2.0/getBaseByDomain`);
    // A remote's origin has no proxy, and no page of its own (its production build is the
    // container alone): nothing there, no API answer.
    expect(viaRemote.status()).toBe(404);
    expect(viaRemote.headers()['content-type']).toContain('text/plain');
  });

  test('the portal runs under its policy: no violation while logging in and browsing', async ({
    login,
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text()))
        violations.push(message.text());
    });
    await login(ACCOUNTS.store.account, { expectPath: '/home' });
    for (const path of ['/serviceReport', '/feedback', '/qualificationFile']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('another site cannot frame the login page', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => blocked.push(message.text()));
    await page.setContent(`<iframe src="${SHELL_URL}/login" width="600" height="400"></iframe>`);
    await expect
      .poll(() => blocked.some((text) => /frame-ancestors|X-Frame-Options|refused/i.test(text)))
      .toBe(true);
    await expect(page.frameLocator('iframe').getByLabel('账号')).toHaveCount(0);
  });
});
