/**
 * The benchmark (`npm run bench` from the root builds first): production builds served as
 * `npm start` serves them, Debian's Chromium with Lighthouse's mobile throttling through
 * CDP, a cold HTTP cache, three runs per page, medians reported. It reports; it never
 * fails the run on a missed target.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { ACCOUNTS, chromiumLaunch, DEMO_PASSWORD, SHELL_URL } from '../support/env';
import { submitPasswordLogin } from '../support/login';
import { benchmarkIndex, median, throttlingRate, TARGET_PHONE_BI } from './calibrate';
import {
  coldCache,
  NETWORK,
  paintTimings,
  throttle,
  unthrottle,
  WireMeter,
  type PageFigures,
} from './measure';
import { startPortal } from './servers';

/**
 * tsx compiles this file with esbuild's keepNames, which wraps functions in a `__name(...)`
 * call; functions sent to page.evaluate carry that call into the page, where it does not
 * exist. Define it there as the identity.
 */
const KEEP_NAMES_HELPER = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

const RUNS = 3;
/**
 * The builds measured side by side: the federated portal (`npm start`) and the same code
 * as one bundle (`npm run start:single`), the yardstick for what federation costs.
 * PP_BENCH_BUILDS=federated (or single) measures one.
 */
const BUILDS = (process.env.PP_BENCH_BUILDS ?? 'federated,single').split(',');
if (!BUILDS.length || BUILDS.some((b) => b !== 'federated' && b !== 'single'))
  throw new Error(`Setting PP_BENCH_BUILDS must list federated and/or single, got "${BUILDS}".`);
const RESULTS = path.join(__dirname, 'results');
const TARGET = { loginJsBytes: 350 * 1024, loginLcpMs: 2500 };

const MOBILE: BrowserContextOptions = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
};
const DESKTOP: BrowserContextOptions = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
};

interface Scenario {
  name: string;
  context: BrowserContextOptions;
  /** Path to load throttled; with `account`, loaded again after an unthrottled login. */
  path: string;
  account?: string;
}

const SCENARIOS: Scenario[] = [
  { name: '/login (mobile)', context: MOBILE, path: '/mlogin' },
  { name: '/login (desktop)', context: DESKTOP, path: '/login' },
  {
    name: 'first page after login (mobile, store_demo)',
    context: MOBILE,
    path: '/mlogin',
    account: ACCOUNTS.store.account,
  },
  // The dashboard's other pages (issue 10): the group home a headquarters lands on, and
  // the data trends (desktop only), reached through the login's Rurl.
  {
    name: 'group home after login (desktop, hq_demo)',
    context: DESKTOP,
    path: '/login',
    account: ACCOUNTS.hq.account,
  },
  {
    name: '/dataTrend after login (desktop, store_demo)',
    context: DESKTOP,
    path: '/login?Rurl=%2FdataTrend',
    account: ACCOUNTS.store.account,
  },
];

async function measureOnce(
  browser: Browser,
  scenario: Scenario,
  cpuRate: number,
): Promise<PageFigures & { url: string }> {
  const context = await browser.newContext({ ...scenario.context, locale: 'zh-CN' });
  await context.addInitScript(KEEP_NAMES_HELPER);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const meter = new WireMeter(cdp);

    if (scenario.account) {
      // Log in unthrottled; localStorage (the session) stays, the HTTP cache is then emptied.
      await page.goto(`${SHELL_URL}${scenario.path}`);
      await submitPasswordLogin(page, scenario.account, DEMO_PASSWORD);
      await page.waitForURL((url) => !/^\/m?login$/.test(url.pathname), { timeout: 30_000 });
      await meter.quiet(2000);
      await coldCache(cdp);
      await throttle(cdp, cpuRate);
      meter.reset();
      await page.reload({ waitUntil: 'load', timeout: 180_000 });
    } else {
      await coldCache(cdp);
      await throttle(cdp, cpuRate);
      meter.reset();
      await page.goto(`${SHELL_URL}${scenario.path}`, { waitUntil: 'load', timeout: 180_000 });
    }
    await meter.quiet(3000);
    await unthrottle(cdp);
    const paints = await paintTimings(page);
    return {
      url: new URL(page.url()).pathname,
      jsBytes: meter.jsBytes,
      totalBytes: meter.totalBytes,
      requests: meter.requests,
      ...paints,
    };
  } finally {
    await context.close();
  }
}

function medianOf(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? median(known) : null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`);

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const launch = chromiumLaunch();
  const browser = await chromium.launch({
    executablePath: launch.executablePath,
    args: launch.args,
    env: launch.env,
    headless: true,
  });
  try {
    const calibration = await browser.newPage();
    await calibration.evaluate(KEEP_NAMES_HELPER); // about:blank is already loaded: no init script runs there
    const bi = await benchmarkIndex(calibration);
    await calibration.close();
    const cpuRate = throttlingRate(bi);
    console.log(
      `BenchmarkIndex ${bi.toFixed(0)} → CPU throttling ${cpuRate.toFixed(2)}x (clamp(BI / ${TARGET_PHONE_BI}, 1, 8))`,
    );

    const results = [];
    for (const build of BUILDS) {
      const portal = await startPortal(
        path.join(RESULTS, `server-${build}.log`),
        SHELL_URL,
        build === 'single',
      );
      console.log(`${build} build:`);
      try {
        for (const scenario of SCENARIOS) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) {
            const r = await measureOnce(browser, scenario, cpuRate);
            console.log(
              `  ${scenario.name} run ${i + 1}: ${r.url} JS ${kb(r.jsBytes)}, total ${kb(r.totalBytes)}, ${r.requests} requests, FCP ${ms(r.fcpMs)}, LCP ${ms(r.lcpMs)} (${r.lcpElement ?? 'none'}), app ready ${ms(r.appReadyMs)}`,
            );
            runs.push(r);
          }
          results.push({
            build,
            scenario: scenario.name,
            landedOn: runs[0]?.url,
            median: {
              jsBytes: medianOf(runs.map((r) => r.jsBytes)) ?? 0,
              totalBytes: medianOf(runs.map((r) => r.totalBytes)) ?? 0,
              requests: medianOf(runs.map((r) => r.requests)) ?? 0,
              fcpMs: medianOf(runs.map((r) => r.fcpMs)),
              lcpMs: medianOf(runs.map((r) => r.lcpMs)),
              appReadyMs: medianOf(runs.map((r) => r.appReadyMs)),
            },
            runs,
          });
        }
      } finally {
        await portal.stop();
      }
    }

    // The login page's target holds for both of its forms, /mlogin and /login.
    const logins = results
      .filter((r) => r.build === BUILDS[0])
      .filter((r) => !SCENARIOS.find((s) => s.name === r.scenario)?.account)
      .map((r) => r.median);
    const jsPass = logins.length > 0 && logins.every((m) => m.jsBytes <= TARGET.loginJsBytes);
    const lcpPass =
      logins.length > 0 && logins.every((m) => m.lcpMs !== null && m.lcpMs < TARGET.loginLcpMs);
    const report = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      network: { latencyMs: NETWORK.latency, downloadKbps: 1474.56, uploadKbps: 675 },
      cpu: {
        benchmarkIndex: bi,
        rate: cpuRate,
        formula: `clamp(BenchmarkIndex / ${TARGET_PHONE_BI}, 1, 8)`,
      },
      runsPerPage: RUNS,
      target: { login: { jsKB: 350, lcpMs: 2500 }, jsPass, lcpPass },
      results,
    };
    fs.writeFileSync(path.join(RESULTS, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);

    const lines = [
      `# Benchmark (${report.date})`,
      '',
      `Chromium ${report.chromium}; Lighthouse mobile network throttling (562.5 ms RTT, 1474.56 kbit/s down, 675 kbit/s up); ` +
        `CPU ${cpuRate.toFixed(2)}x from BenchmarkIndex ${bi.toFixed(0)} (${report.cpu.formula}); cold HTTP cache; median of ${RUNS} runs.`,
      '',
      '| build | page | JS (compressed) | total over the wire | requests | FCP | LCP | app ready |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.build} | ${r.scenario} → ${r.landedOn} | ${kb(r.median.jsBytes)} | ${kb(r.median.totalBytes)} | ${r.median.requests} | ${ms(r.median.fcpMs)} | ${ms(r.median.lcpMs)} | ${ms(r.median.appReadyMs)} |`,
      ),
      '',
      "App ready: when the app has replaced the first frame that index.html paints (the shell's pp-app-ready mark); the page can be used from then on.",
      '',
      `Target for the login page (/mlogin and /login, ${BUILDS[0]} build): JS ≤ 350 KB compressed: **${jsPass ? 'pass' : 'fail'}**; LCP < 2.5 s: **${lcpPass ? 'pass' : 'fail'}**.`,
      '',
    ];
    const md = lines.join('\n');
    fs.writeFileSync(path.join(RESULTS, 'bench.md'), md);
    console.log(`\n${md}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
