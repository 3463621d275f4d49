import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@pest-portal/shared/build/settings.cjs';
import {
  chunksAskedByDocument,
  recordRequests,
  requestsOfLoad,
  scriptsAskedTwice,
} from '../support/document-load';
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
        REMOTES.map((r, i) => [`PP_${r.name.toUpperCase()}_PORT`, String(TLS_SHELL_PORT + 1 + i)]),
      ),
    });
    closers.push(await serveApp('shell', TLS_SHELL_PORT, true, settings));
    for (const remote of settings.remotes)
      closers.push(await serveApp(remote.dir, remote.port, false, settings));
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

    // Loaded afresh, every file asked for, each request held 300 ms: over HTTP/2 the
    // document's own script asks for the shell's signed-in chunks beside main.js, before it
    // has arrived (section-preload-script.cjs; over HTTP/1.1, after), and none is
    // downloaded twice (a preload its script element did not reuse would be).
    const all = await recordRequests(page, { latencyMs: 300 });
    const document = `${TLS_SHELL_URL}/home`;
    await page.goto(document);
    await expect(notices.getByRole('listitem').first().getByRole('link')).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const sent = requestsOfLoad(all, document);
    expect(sent.length, 'the document request').toBeGreaterThan(0);
    const chunks = chunksAskedByDocument(sent, TLS_SHELL_URL, document);
    expect(chunks.length, "the shell's signed-in chunks").toBeGreaterThan(3);
    const mainDone = sent.find((s) => /\/main\.js(\?|$)/.test(s.url))?.doneAt ?? 0;
    expect(mainDone, 'main.js arrived').toBeGreaterThan(0);
    // Over HTTP/1.1 only the http client's two files go before main.js has arrived.
    expect(
      chunks.filter((c) => c.at < mainDone).length,
      'chunks asked for before main.js had arrived',
    ).toBeGreaterThan(3);
    expect(scriptsAskedTwice(sent), 'no script downloaded twice').toEqual([]);

    // The shell's server reached the remotes over https, trusting the same certificate:
    // the page names each remote by its version (scripts/remote-versions.cjs). The
    // server's first call to each remote opens its connection (a TLS handshake, in this
    // busy test process that also runs the servers): a page waits longer for that first
    // answer than for the later ones, which missed it here now and then.
    const entries = await page.evaluate(() =>
      (
        (window as unknown as { __PORTAL_RUNTIME__: { remotes: { entry: string }[] } })
          .__PORTAL_RUNTIME__.remotes ?? []
      ).map((r) => r.entry),
    );
    expect(entries).toHaveLength(REMOTES.length);
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
