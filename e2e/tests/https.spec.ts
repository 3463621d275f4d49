import os from 'node:os';
import path from 'node:path';
import { ACCOUNTS, TLS_SHELL_PORT, TLS_SHELL_URL } from '../support/env';
import { serveApp, settingsWith } from '../support/extra-shell';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login';
import { testCertificate } from '../support/tls';

/**
 * The portal served with its own certificate (PP_TLS_CERT, PP_TLS_KEY): every origin
 * https, HTTP/2 to the browser (issue 13: over HTTP/1.1 a page's data calls wait for one of
 * six connections behind its chunks). A second deployment of the same builds on ports of
 * its own, against the suite's API; the browser ignores the self-signed certificate.
 */
const REMOTE_DIRS = [
  'mfe-service',
  'mfe-dashboard',
  'mfe-qualification',
  'mfe-feedback',
  'mfe-scanner',
];

test.describe.configure({ mode: 'serial' });
test.describe('served over https and HTTP/2', { tag: '@desktop' }, () => {
  test.use({ ignoreHTTPSErrors: true });
  const closers: { close: () => Promise<unknown> }[] = [];

  test.beforeAll(async () => {
    const cert = await testCertificate(path.join(os.tmpdir(), 'pp-e2e-tls'));
    const settings = settingsWith({
      PP_TLS_CERT: cert.certFile,
      PP_TLS_KEY: cert.keyFile,
      PP_SHELL_PORT: String(TLS_SHELL_PORT),
      PP_SHELL_ORIGINS: TLS_SHELL_URL,
      ...Object.fromEntries(
        ['SERVICE', 'DASHBOARD', 'QUALIFICATION', 'FEEDBACK', 'SCANNER'].map((name, i) => [
          `PP_${name}_PORT`,
          String(TLS_SHELL_PORT + 1 + i),
        ]),
      ),
    });
    closers.push(await serveApp('shell', TLS_SHELL_PORT, true, settings));
    for (const [i, dir] of REMOTE_DIRS.entries())
      closers.push(await serveApp(dir, TLS_SHELL_PORT + 1 + i, false, settings));
  });

  test.afterAll(async () => {
    await Promise.all(closers.map((c) => c.close()));
  });

  test('a single company logs in and sees its home, every file and call over HTTP/2', async ({
    page,
  }) => {
    // The protocol of every answer, as the browser's network layer saw it (the resource
    // timing of a remote's file hides it: another origin).
    const protocols: { url: string; via: string }[] = [];
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Network.responseReceived', ({ response }) =>
      protocols.push({ url: new URL(response.url).pathname, via: response.protocol ?? '' }),
    );
    await cdp.send('Network.enable');
    await loginThroughUi(page, ACCOUNTS.store.account, {
      device: 'desktop',
      origin: TLS_SHELL_URL,
      expectPath: '/home',
    });
    const notices = page.getByRole('main').getByRole('region', { name: '最新通知' });
    await expect(notices.getByRole('listitem').first().getByRole('link')).toBeVisible({
      timeout: 30_000,
    });

    // The shell's server reached the remotes over https, trusting the same certificate:
    // the page names each remote by its version (scripts/remote-versions.cjs). A page served
    // again: the server's first call to each remote (TLS handshakes, in this busy test
    // process that also runs the servers) may take longer than the 300 ms the first page
    // waits for it; that page then names them by plain URL, by design, and the next has them.
    await page.reload();
    await expect(notices.getByRole('listitem').first().getByRole('link')).toBeVisible({
      timeout: 30_000,
    });
    const entries = await page.evaluate(() =>
      (
        (window as unknown as { __PORTAL_RUNTIME__: { remotes: { entry: string }[] } })
          .__PORTAL_RUNTIME__.remotes ?? []
      ).map((r) => r.entry),
    );
    expect(entries).toHaveLength(REMOTE_DIRS.length);
    for (const entry of entries) expect(entry).toMatch(/^https:\/\/.*mf-manifest\.json\?v=/);

    const via = (pattern: RegExp) => protocols.filter((p) => pattern.test(p.url));
    // The shell's code, a remote's entry, and the data calls through the API proxy.
    for (const pattern of [/\/main\.js$/, /\/remoteEntry\.js$/, /^\/api\//]) {
      const seen = via(pattern);
      expect(seen.length, `${pattern} requested`).toBeGreaterThan(0);
      for (const p of seen) expect(p.via, p.url).toBe('h2');
    }
  });
});
