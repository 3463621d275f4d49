import fs from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import {
  ACCOUNTS,
  SHIP_FEEDBACK_PORT,
  SHIP_SHELL_PORT,
  SHIP_SHELL_URL,
  STORE_COMPANY,
} from '../support/env';
import { serveApp, settingsWith } from '../support/extra-shell';
import { expect, test } from '../support/fixtures';
import { button } from '../support/portal';
import {
  CHANGE_MARKER,
  CHANGED_TEXT,
  deploy,
  hashTree,
  releaseFeedback,
  root,
  type Release,
} from '../support/ship';

/**
 * One section shipped alone (issue 7 §4), in a browser: the feedback remote rebuilt with
 * one visible change by its release command and deployed by the deploy command into the
 * folder a running origin serves, beside a running shell whose files never change. The
 * shell here is a second deployment of the same build (the portal's own stays untouched
 * for the other suites) whose runtime config points feedback at that origin.
 */
const ORIGIN = 'e2e/.ship-builds/origin';
const originDir = path.join(root, ORIGIN, 'dist');
const settings = settingsWith({
  PP_SHELL_PORT: String(SHIP_SHELL_PORT),
  PP_FEEDBACK_URL: `http://localhost:${SHIP_FEEDBACK_PORT}`,
});
const SUBMIT_TAB = '提交反馈';
/** The platform core the shell provides, and the first version of its major (compatible). */
const { version: CORE } = JSON.parse(
  fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'),
) as { version: string };
const MAJOR = Number(CORE.split('.')[0]);
const COMPATIBLE = `${MAJOR}.0.0`;
const INCOMPATIBLE = `${MAJOR + 1}.0.0`;
const menuOf = (page: Page) => page.getByRole('menu').filter({ hasText: '服务列表' });
const CHANGED_TAB = `${SUBMIT_TAB}${CHANGE_MARKER}`;

/** The feedback section opened, refused in its own area with `hint`, and a real Retry. */
async function expectRefused(page: Page, hint: string): Promise<void> {
  await page.goto(`${SHIP_SHELL_URL}/feedback`);
  const main = page.getByRole('main');
  await expect(main.getByText('“意见反馈”模块与当前平台版本不兼容')).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByText(hint, { exact: false })).toBeVisible();
  await expect(button(main, '重试')).toBeVisible();
}

/** The header, the menu and another section keep working beside a refused one. */
async function expectTheRestWorks(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(page.getByRole('banner')).toContainText(STORE_COMPANY);
  await menuOf(page).getByRole('menuitem', { name: '服务列表' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/serviceReport');
  await expect(main.getByText(/模块加载失败|不兼容/)).toHaveCount(0);
  await expect(main.getByRole('table').or(main.getByRole('list')).first()).toBeVisible({
    timeout: 20_000,
  });
}

// Builds, servers on fixed ports and one origin folder: one project, in order.
test.describe.configure({ mode: 'serial' });
test.describe('a section shipped alone (issue 7 §4)', { tag: '@desktop' }, () => {
  const closers: { close: () => Promise<unknown> }[] = [];
  let changed: Release;
  let incompatible: Release;
  let shellBefore: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // The origin starts with the release the portal runs (mfe-feedback/dist, from npm start).
    fs.rmSync(path.join(root, ORIGIN), { recursive: true, force: true });
    fs.cpSync(path.join(root, 'mfe-feedback/dist'), originDir, { recursive: true });
    shellBefore = hashTree(path.join(root, 'shell/dist'));
    // Two builds of the small remote, once for the whole suite: the changed one as a team on
    // the first core of the shell's major (x.0.0) would make it, and one for the next major.
    changed = releaseFeedback('changed', { changed: true, builtAgainst: COMPATIBLE });
    incompatible = releaseFeedback('incompatible', { changed: false, builtAgainst: INCOMPATIBLE });
    console.log(
      `feedback release built alone: ${changed.seconds.toFixed(1)} s and ${incompatible.seconds.toFixed(1)} s (two build variants, each its own cache)`,
    );
    closers.push(await serveApp(ORIGIN, SHIP_FEEDBACK_PORT, false, settings));
    closers.push(await serveApp('shell', SHIP_SHELL_PORT, true, settings));
  });
  test.afterAll(async () => {
    await Promise.allSettled(closers.splice(0).map((c) => c.close()));
    fs.rmSync(path.join(root, 'e2e/.ship-builds'), { recursive: true, force: true });
  });

  // The shell's service worker answers a returning visit with the page it kept, here from
  // before the deploy (shell/src/service-worker): the page reloads onto the server's. The
  // suites block it (playwright.config.ts); this one lets it answer.
  test.describe('where the service worker answers the page', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a redeployed remote shows its changed page and text after a reload; every file of the shell stays byte-identical', async ({
      login,
      page,
    }) => {
      await login(ACCOUNTS.store.account, { origin: SHIP_SHELL_URL, expectPath: '/home' });
      await page.goto(`${SHIP_SHELL_URL}/feedback`);
      const main = page.getByRole('main');
      await expect(main.getByRole('tab', { name: SUBMIT_TAB, exact: true })).toBeVisible();
      // The worker answers the reload with the page it kept from before the deploy.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      const took = deploy(changed, originDir);
      console.log(`deployed into the running origin in ${took} ms`);
      await page.reload();
      await expect(main.getByRole('tab', { name: CHANGED_TAB })).toBeVisible();
      // A text of its own catalogue changed too, and shows: the section's messages ship with it.
      await expect(main.getByRole('tab', { name: CHANGED_TEXT })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(STORE_COMPANY);

      // The shell's build is untouched, and its origin serves those very bytes.
      expect(hashTree(path.join(root, 'shell/dist'))).toEqual(shellBefore);
      const served = await page.request.get(`${SHIP_SHELL_URL}/main.js`);
      expect(Buffer.from(await served.body())).toEqual(
        fs.readFileSync(path.join(root, 'shell/dist/main.js')),
      );
      // The remote's manifest says it needs core ^x.0.0 (it was built against x.0.0), and the
      // shell provides an x.y.z: a compatible remote runs. It provides no core of its own
      // (shared/build/federation.cjs, hostProvided): it only consumes the shell's.
      const manifest = await (
        await page.request.get(`http://localhost:${SHIP_FEEDBACK_PORT}/mf-manifest.json`)
      ).json();
      expect(manifest.shared).toContainEqual(
        expect.objectContaining({
          name: '@pest-portal/shared',
          requiredVersion: `^${COMPATIBLE}`,
          assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
        }),
      );
    });
  });

  test('a page that meets a chunk the redeploy removed reloads that remote alone', async ({
    login,
    page,
  }) => {
    // Back to the portal's release; the page opens on the home page, feedback not loaded.
    const original = { dir: path.join(root, 'mfe-feedback/dist'), files: [], seconds: 0 };
    fs.rmSync(originDir, { recursive: true, force: true });
    fs.cpSync(original.dir, originDir, { recursive: true });
    fs.writeFileSync(
      path.join(originDir, 'release.json'),
      JSON.stringify({
        noCache: [
          'index.html',
          'main.js',
          'main.js.br',
          'remoteEntry.js',
          'remoteEntry.js.br',
          'mf-manifest.json',
          'mf-stats.json',
        ],
      }),
    );
    const oldOnly = fs.readdirSync(originDir).filter((f) => !changed.files.includes(f));
    await login(ACCOUNTS.store.account, { origin: SHIP_SHELL_URL, expectPath: '/home' });
    await page.evaluate(() => {
      (window as unknown as { shipMarker: number }).shipMarker = 1;
    });

    // The old release's first chunk is held in flight while a host that keeps no old
    // files replaces the release: the chunk then answers 404 from the real server.
    let held: (() => Promise<void>) | undefined;
    const heldNow = new Promise<void>((resolve) => {
      void page.route(`http://localhost:${SHIP_FEEDBACK_PORT}/**`, async (route) => {
        const file = new URL(route.request().url()).pathname.slice(1);
        if (held || !oldOnly.includes(file) || !/\.[0-9a-f]{8}\.js$/.test(file))
          return route.continue();
        held = () => route.continue();
        resolve();
      });
    });
    await menuOf(page).getByRole('menuitem', { name: '意见反馈' }).click();
    await heldNow;
    deploy(changed, originDir);
    for (const file of oldOnly) fs.rmSync(path.join(originDir, file), { force: true });
    await held?.();

    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: CHANGED_TAB })).toBeVisible({ timeout: 20_000 });
    // The remote reloaded, not the page: the marker set before is still there.
    expect(
      await page.evaluate(() => (window as unknown as { shipMarker?: number }).shipMarker),
    ).toBe(1);
    await expect(page.getByRole('banner')).toContainText(STORE_COMPANY);
  });

  test('a remote built on another federation runtime is refused in its own area, before its entry runs', async ({
    login,
    page,
  }) => {
    // The changed release as a team on another @module-federation/enhanced would make it:
    // its manifest names the runtime it was built on (it carries none of its own).
    deploy(changed, originDir);
    const manifestFile = path.join(originDir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      metaData: { pluginVersion: string };
    };
    const shellRuntime = manifest.metaData.pluginVersion;
    manifest.metaData.pluginVersion = '2.8.0';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    await login(ACCOUNTS.store.account, { origin: SHIP_SHELL_URL, expectPath: '/home' });
    await expectRefused(
      page,
      `该模块基于模块联邦运行时 2.8.0 构建，当前平台运行 ${shellRuntime}。`,
    );
    // Refused from its manifest: its entry never ran on this runtime. (index.html's
    // script may have preloaded it; it is not executed.)
    expect(
      await page.evaluate(() => 'feedback' in window),
      'the remote container was never created',
    ).toBe(false);
    await expectTheRestWorks(page);
  });

  test('a remote built against an incompatible core is refused in its own area; the rest works', async ({
    login,
    page,
  }) => {
    deploy(incompatible, originDir);
    await login(ACCOUNTS.store.account, { origin: SHIP_SHELL_URL, expectPath: '/home' });
    await expectRefused(page, `该模块需要平台 ^${INCOMPATIBLE}，当前平台为 ${CORE}。`);
    await page.screenshot({ path: test.info().outputPath('incompatible.png'), fullPage: true });
    await expectTheRestWorks(page);
  });
});
