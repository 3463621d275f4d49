import {
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/env';
import { BENCH_SHELL_URL } from './protocol';
import { loginPathOf, submitPasswordLogin } from '../support/login';
import { navigateInApp } from '../support/portal';
import {
  coldCache,
  interactionLatency,
  KEEP_NAMES_HELPER,
  SHOWN_HELPER,
  paintTimings,
  throttle,
  timeUntilShown,
  unthrottle,
  watchInteractions,
  WireMeter,
} from './measure';
import type { InteractionResult, PageResult } from './page-result';
import { BENCH_PAGES, pathOf, type BenchPage, type Device, type Who } from './pages';

const CONTEXTS: Record<Device, BrowserContextOptions> = {
  mobile: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
};

/**
 * A browser context as the bench's device, in Chinese, signed in with `storage` when given
 * (signIn's), with the helpers every measurement reads kept in each page.
 */
export async function benchContext(
  browser: Browser,
  device: Device,
  storage?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...CONTEXTS[device],
    locale: 'zh-CN',
    storageState: storage ? (JSON.parse(storage) as { cookies: []; origins: [] }) : undefined,
  });
  await context.addInitScript(KEEP_NAMES_HELPER);
  await context.addInitScript(SHOWN_HELPER);
  return context;
}

/**
 * Log in once through the UI (unthrottled) and keep the session (localStorage) as a
 * storage state, so each measured load starts logged in without paying for the login.
 */
export async function signIn(
  browser: Browser,
  who: Who,
  device: Device,
  shellUrl: string = BENCH_SHELL_URL,
): Promise<string> {
  const context = await browser.newContext({ ...CONTEXTS[device], locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${loginPathOf(device)}`);
    await submitPasswordLogin(page, ACCOUNTS[who].account, DEMO_PASSWORD);
    await page.waitForURL((url) => !/^\/m?login$/.test(url.pathname), { timeout: 60_000 });
    await page.waitForFunction(() => window.localStorage.getItem('token'));
    return JSON.stringify(await context.storageState());
  } finally {
    // A failure above is the one to report, not the close that follows it.
    await context.close().catch(() => undefined);
  }
}

interface Measurement {
  build: string;
  /** Where that build is served. */
  shellUrl: string;
  page: BenchPage;
  device: Device;
  cache: 'cold' | 'warm';
  /** The signed-in storage state (JSON), for pages behind the login. */
  storage?: string;
  cpuRate: number;
}

/**
 * One throttled load of one page. Cold: an empty HTTP cache, nothing cached during the
 * load. Warm: the page loaded once unthrottled first, so its code is in the cache, as on a
 * person's second visit. Then, still throttled, the page's main interactions, in order.
 */
export async function measurePage(browser: Browser, m: Measurement): Promise<PageResult> {
  const context = await benchContext(browser, m.device, m.storage);
  const url = `${m.shellUrl}${pathOf(m.page, m.device)}`;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const meter = new WireMeter(cdp);
    if (m.cache === 'warm') {
      await page.goto(url);
      await m.page.ready(page).waitFor({ timeout: 60_000 });
      await meter.quiet(1000);
    } else {
      await coldCache(cdp);
    }
    await throttle(cdp, m.cpuRate);
    meter.reset();
    await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
    const dataShownMs = await timeUntilShown(page, m.page.ready(page));
    await meter.quiet(2000);
    const paints = await paintTimings(page);
    // The page's own figures, before its interaction loads what comes next.
    const wire = {
      url: new URL(page.url()).pathname,
      jsBytes: meter.jsBytes,
      totalBytes: meter.totalBytes,
      requests: meter.requests,
      longestChain: meter.longestChain,
    };

    // Still throttled, in order: each one's event timings alone.
    const interactions: InteractionResult[] = [];
    if (dataShownMs)
      for (const interaction of m.page.interactions ?? []) {
        if (!(interaction.devices ?? [m.device]).includes(m.device)) continue;
        await watchInteractions(page);
        await interaction.act(page, m.device);
        await interaction.done(page);
        interactions.push({ name: interaction.name, inpMs: await interactionLatency(page) });
      }
    await unthrottle(cdp);
    return {
      build: m.build,
      page: m.page.name,
      device: m.device,
      cache: m.cache,
      ...wire,
      ...paints,
      dataShownMs,
      interactions,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * One session over every section, as a headquarters user moving through the menu (no
 * reloads): the script URLs it downloaded, for counting the singletons' downloads.
 */
export async function visitEverySection(
  browser: Browser,
  storage: string,
  shellUrl: string,
): Promise<string[]> {
  const context = await browser.newContext({
    ...CONTEXTS.desktop,
    locale: 'zh-CN',
    storageState: JSON.parse(storage) as { cookies: []; origins: [] },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const meter = new WireMeter(cdp);
    const visited = BENCH_PAGES.filter((p) => p.who);
    const first = visited[0] as BenchPage;
    await page.goto(`${shellUrl}${pathOf(first, 'desktop')}`);
    for (const p of visited) {
      if (p !== first) await navigateInApp(page, pathOf(p, 'desktop').split('?')[0] as string);
      // The hq account may not see every record of the store's pages: its code is what counts.
      await p
        .ready(page)
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      await meter.quiet(1000);
    }
    return meter.scripts;
  } finally {
    await context.close();
  }
}
