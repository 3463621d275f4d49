import type { Page } from '@playwright/test';
import {
  chunksAskedByDocument,
  recordRequests,
  requestsOfLoad,
  scriptsAskedTwice,
} from '../support/document-load';
import { ACCOUNTS, SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * issue 13: a signed-in page's code starts from index.html. On a cold load of /home, the
 * shell's signed-in chunks and the dashboard's entry, routes and home page are asked for by the
 * document's own script (section-preload-script.cjs), not by main.js after it
 * has arrived and run, and antd's stylesheet too; the dashboard's manifest is not fetched at all: the shell's server
 * wrote it into the page (shared/build/runtime-config.cjs), and the federation runtime
 * takes it from the document's script; nothing is downloaded twice. Without the script, every one of
 * these requests is started by main.js or by the remote's entry, and this test fails.
 */
const DASHBOARD_ORIGIN = `http://localhost:${Number(process.env.PP_DASHBOARD_PORT || 8082)}`;

/** Whether the page's runtime config has the dashboard's manifest written in. */
function manifestWrittenIn(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __PORTAL_RUNTIME__?: { remotes?: { name: string; manifest?: string }[] };
        }
      ).__PORTAL_RUNTIME__?.remotes?.some(
        (r) => r.name === 'dashboard' && typeof r.manifest === 'string',
      ) ?? false,
  );
}

test(
  'a cold load of /home asks for its code from index.html, each file once',
  { tag: '@desktop' },
  async ({ login, page }) => {
    test.setTimeout(120_000);
    await login(ACCOUNTS.store.account, { expectPath: '/home' });

    const all = await recordRequests(page);
    const document = `${SHELL_URL}/home`;

    await page.goto('/home');
    await expect(page.getByText('本年总工单', { exact: true }).first()).toBeVisible({
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    const sent = requestsOfLoad(all, document);
    expect(await manifestWrittenIn(page), "the shell's server wrote the manifest in").toBe(true);
    expect(sent.length, 'the document request').toBeGreaterThan(0);
    const dashboard = sent.filter((s) => s.url.startsWith(`${DASHBOARD_ORIGIN}/`));
    const manifests = dashboard.filter((s) => s.url.includes('/mf-manifest.json'));
    expect(manifests, 'the manifest, in the page already, is not fetched').toEqual([]);
    // Named by version (scripts/remote-versions.cjs, shared/build/entry-version.cjs).
    const entries = dashboard.filter((s) => s.url.includes('/remoteEntry.js'));
    expect(entries.map((s) => s.url)).toEqual([
      expect.stringMatching(/\/remoteEntry\.js\?v=[0-9a-f]{16}$/),
    ]);
    expect(entries[0]?.by, 'the entry').toBe(document);
    const routes = dashboard.find((s) => /__federation_expose_routes/.test(s.url));
    expect(routes?.by, 'the ./routes module').toBe(document);
    // The home page's own chunk, listed in the manifest (shared/build/page-chunks.cjs).
    const homePage = dashboard.find((s) => /\/page-home\.[0-9a-f]{8}\.js$/.test(s.url));
    expect(homePage?.by, "the home page's chunk").toBe(document);
    expect(
      chunksAskedByDocument(sent, SHELL_URL, document).length,
      "the shell's signed-in chunks",
    ).toBeGreaterThan(3);
    expect(scriptsAskedTwice(sent), 'no script downloaded twice').toEqual([]);
    // antd's build-time stylesheet, once main.js has arrived: asked for once, by the
    // document, and the layout's own <link rel="stylesheet"> takes that response.
    const stylesheets = sent.filter((s) => /\/antd\.[0-9a-f]{8}\.css$/.test(s.url));
    expect(
      stylesheets.map((s) => s.by),
      "antd's stylesheet",
    ).toEqual([document]);
  },
);
