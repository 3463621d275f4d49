/**
 * The benchmark (`npm run bench` from the root): times the production builds, then serves
 * them as `npm start` serves them and measures every main page (bench/pages.ts) in Debian's
 * Chromium under Lighthouse's mobile throttling through CDP, on a phone and a desktop, with
 * a cold and a warm HTTP cache, the federated portal and the single bundle side by side
 * (both served at once, each page measured with one right after the other: measureAll).
 * It writes bench/results/bench.{json,md} with the previous run's figures beside this
 * run's. A narrower run (some pages, one build, no builds) writes bench-partial.{json,md}
 * instead, beside the last full run's figures, and leaves the full report as it was. It
 * reports; it never fails on a missed target.
 *
 * Settings: PP_BENCH_BUILDS=federated,single (or one of them); PP_BENCH_RUNS (default 1,
 * medians when more); PP_BENCH_PAGES=home,service list (a subset by name);
 * PP_BENCH_SKIP_BUILD=1 measures the dist folders already there (no build times);
 * PP_BENCH_PROTOCOL=http1 serves plain http instead of https and HTTP/2 (bench/protocol.ts).
 * Build times: all apps, mfe-feedback alone and the single bundle, each cold (its webpack
 * caches removed, as in CI) and then warm (built again at once).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { benchmarkIndex, throttlingRate, TARGET_PHONE_BI } from './calibrate';
import { KEEP_NAMES_HELPER, NETWORK } from './measure';
import { measurePage, signIn, visitEverySection } from './measure-page';
import type { PageResult } from './page-result';
import { CACHE_DIR, cachePrefix } from '@pest-portal/shared/build/build-cache.cjs';
import { REMOTES } from '@pest-portal/shared/build/settings.cjs';
import type { BenchmarkReading, BenchReport, BuildTime, BuildTimes } from './report';
import { BENCH_PAGES, type Device, type Who } from './pages';
import { writeReport } from './report';
import {
  benchServing,
  BENCH_SHELL_URL,
  BENCH_SINGLE_API_URL,
  BENCH_SINGLE_URL,
  PROTOCOL,
} from './protocol';
import { BENCH_SINGLE_PORTS } from '../support/env';
import { untilIdle } from './idle';
import { startPortal } from './servers';
import { findBenchVisits } from './visits';
import { countDownloads, type DownloadCounts } from './singletons';
import { checkTargets } from './targets';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(__dirname, 'results');
const RUNS = Math.max(1, Number(process.env.PP_BENCH_RUNS || 1));
const BUILDS = (process.env.PP_BENCH_BUILDS ?? 'federated,single').split(',');
if (!BUILDS.length || BUILDS.some((b) => b !== 'federated' && b !== 'single'))
  throw new Error(`Setting PP_BENCH_BUILDS must list federated and/or single, got "${BUILDS}".`);
const ONLY = process.env.PP_BENCH_PAGES?.split(',').map((s) => s.trim());
const PAGES = BENCH_PAGES.filter((p) => !ONLY || ONLY.includes(p.name));
/**
 * A run that leaves out pages, a build or the build times. It must not replace the full
 * report (the issue's table), nor become the "before" of the next full run.
 */
const PARTIAL = Boolean(ONLY || BUILDS.length < 2 || process.env.PP_BENCH_SKIP_BUILD);

/** Seconds a command takes (its output goes to the log). */
function timed(command: string, args: string[], log: string): number {
  const start = Date.now();
  execFileSync(command, args, { cwd: ROOT, stdio: ['ignore', fs.openSync(log, 'a'), 'inherit'] });
  return (Date.now() - start) / 1000;
}

/**
 * Remove the production caches of these apps (every variant: federated, single, other
 * settings), so the next build is cold, as in CI and on a fresh clone.
 */
function removeCaches(appDirs: string[]): void {
  if (!fs.existsSync(CACHE_DIR)) return;
  const prefixes = appDirs.map((dir) => cachePrefix(path.join(ROOT, dir), true));
  for (const name of fs.readdirSync(CACHE_DIR))
    if (prefixes.some((p) => name.startsWith(p)))
      fs.rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true });
}

const APP_DIRS = ['shell', ...REMOTES.map((r) => r.dir)];

/**
 * Each build twice: cold (its persistent caches removed first) and warm (at once again,
 * on the cache the cold run wrote; shared/build/build-cache.cjs).
 */
function coldAndWarm(appDirs: string[], args: string[], log: string): BuildTime {
  removeCaches(appDirs);
  const coldS = timed('npm', args, log);
  const warmS = timed('npm', args, log);
  return { coldS, warmS };
}

function buildAll(): BuildTimes | null {
  if (process.env.PP_BENCH_SKIP_BUILD) return null;
  const log = path.join(RESULTS, 'build.log');
  fs.writeFileSync(log, '');
  console.log('Building, each cold then warm (times go in the report)…');
  const all = coldAndWarm(APP_DIRS, ['run', 'build'], log);
  const remote = coldAndWarm(
    ['mfe-feedback'],
    ['run', 'build', '-w', '@pest-portal/mfe-feedback'],
    log,
  );
  const single = BUILDS.includes('single')
    ? coldAndWarm(['shell'], ['run', 'build:single', '-w', '@pest-portal/shell'], log)
    : null;
  const s = (t: BuildTime) => `${t.coldS.toFixed(0)} s cold, ${t.warmS.toFixed(0)} s warm`;
  console.log(
    `  all apps ${s(all)}; mfe-feedback alone ${s(remote)}${single ? `; single bundle ${s(single)}` : ''}`,
  );
  return { all, remote, single };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
function medianOrNull(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? median(known) : null;
}

/** The medians of several runs of one page (the first run's URL and LCP element). */
function medianResult(runs: PageResult[]): PageResult {
  const first = runs[0] as PageResult;
  const num = (k: keyof PageResult) => median(runs.map((r) => r[k] as number));
  const opt = (k: keyof PageResult) => medianOrNull(runs.map((r) => r[k] as number | null));
  return {
    ...first,
    jsBytes: num('jsBytes'),
    totalBytes: num('totalBytes'),
    requests: num('requests'),
    longestChain: num('longestChain'),
    fcpMs: opt('fcpMs'),
    lcpMs: opt('lcpMs'),
    appReadyMs: opt('appReadyMs'),
    dataShownMs: opt('dataShownMs'),
    // Each interaction's INP over the runs that made it.
    interactions: first.interactions.map(({ name }) => ({
      name,
      inpMs: median(
        runs.flatMap((r) => r.interactions.filter((i) => i.name === name).map((i) => i.inpMs)),
      ),
    })),
  };
}

/** Lighthouse's BenchmarkIndex of this machine now, in a blank page of its own. */
async function readBenchmarkIndex(browser: Browser): Promise<number> {
  const calibration = await browser.newPage();
  try {
    await calibration.evaluate(KEEP_NAMES_HELPER); // about:blank: no init script runs there
    return await benchmarkIndex(calibration);
  } finally {
    await calibration.close();
  }
}

/** A build's portal as the run serves it. */
interface Served {
  build: string;
  shellUrl: string;
  /** Sessions signed in on this portal, by account and device. */
  sessions: Map<string, string>;
}

/** A session of `who` on `device` at this portal, signed in once. */
async function sessionOf(browser: Browser, served: Served, who: Who, device: Device) {
  const key = `${who} ${device}`;
  let storage = served.sessions.get(key);
  if (!storage) {
    storage = await signIn(browser, who, device, served.shellUrl);
    served.sessions.set(key, storage);
  }
  return storage;
}

/**
 * Every page as every build serves it, the builds measured one right after the other for
 * each page, device and cache, the first of them taking turns: both then meet the machine
 * in the same state. Measured build after build (all of one, then all of the other, ~12
 * minutes each), a slower spell of this shared machine could fall on one build's rows only,
 * and the federated/single ratios then compared two machines. Such spells are large: stop
 * 41's second run had the desktop's service list at 10.5 s cold and its "change a filter"
 * at 280 ms (both builds alike); measured alone two hours later, 6.7 s and 104 ms.
 */
async function measureAll(browser: Browser, served: Served[], calibratedIndex: number) {
  const cpuRate = throttlingRate(calibratedIndex);
  const results: PageResult[] = [];
  const readings: BenchmarkReading[] = [];
  let turn = 0;
  for (const page of PAGES) {
    // The machine's speed again before each page, for the report: the throttling stays as
    // calibrated at the start, so that every row is slowed alike, and a spell of a slower
    // machine shows here as a lower index beside the rows it slowed. The first page follows
    // the calibration at once: its reading is the calibration's.
    const benchmarkIndex = readings.length ? await readBenchmarkIndex(browser) : calibratedIndex;
    readings.push({ page: page.name, benchmarkIndex });
    for (const device of page.devices as Device[])
      for (const cache of ['cold', 'warm'] as const) {
        const runs = new Map<string, PageResult[]>(served.map((s) => [s.build, []]));
        for (let i = 0; i < RUNS; i++) {
          const order = turn++ % 2 ? [...served].reverse() : served;
          for (const s of order) {
            const storage = page.who ? await sessionOf(browser, s, page.who, device) : undefined;
            const result = await measurePage(browser, {
              build: s.build,
              shellUrl: s.shellUrl,
              page,
              device,
              cache,
              storage,
              cpuRate,
            });
            runs.get(s.build)?.push(result);
          }
        }
        for (const s of served) {
          const r = medianResult(runs.get(s.build) ?? []);
          results.push(r);
          console.log(
            `  ${s.build}: ${page.name} (${device}, ${cache}) → ${r.url}: JS ${(r.jsBytes / 1024).toFixed(0)} KB, ${r.requests} req, chain ${r.longestChain}, LCP ${r.lcpMs?.toFixed(0)} ms, data ${r.dataShownMs?.toFixed(0)} ms${r.interactions.map((i) => `, INP ${i.inpMs.toFixed(0)} ms (${i.name})`).join('')}`,
          );
        }
      }
  }
  // Results grouped by build, as the report lists them.
  return { results: served.flatMap((s) => results.filter((r) => r.build === s.build)), readings };
}

/** How often each singleton is downloaded in one session over every section of a build. */
async function downloadsOf(browser: Browser, served: Served, certFile: string | undefined) {
  const scripts = await visitEverySection(
    browser,
    await sessionOf(browser, served, 'hq', 'desktop'),
    served.shellUrl,
  );
  const downloads: DownloadCounts = await countDownloads(scripts, certFile);
  console.log(
    `  ${served.build}: downloads in one session over every section: ${JSON.stringify(downloads)}`,
  );
  return downloads;
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const previousFile = path.join(RESULTS, 'bench.json');
  const previous = fs.existsSync(previousFile)
    ? (JSON.parse(fs.readFileSync(previousFile, 'utf8')) as BenchReport['previous'])
    : null;
  const builds = buildAll();

  const serving = await benchServing();
  const browser = await chromium.launch({ ...serving.launch, headless: true });
  try {
    // Both builds served for the whole run, each on its own ports (measureAll says why).
    const served: Served[] = [];
    const portals: Awaited<ReturnType<typeof startPortal>>[] = [];
    try {
      for (const build of BUILDS) {
        const single = build === 'single';
        const shellUrl = single ? BENCH_SINGLE_URL : BENCH_SHELL_URL;
        const log = path.join(RESULTS, `server-${build}.log`);
        portals.push(
          await startPortal(
            log,
            shellUrl,
            serving,
            single,
            single ? BENCH_SINGLE_PORTS : undefined,
          ),
        );
        served.push({ build, shellUrl, sessions: new Map() });
      }
      // The visits the visit pages open, from the first portal's API (both are seeded alike).
      await findBenchVisits(BUILDS[0] === 'single' ? BENCH_SINGLE_API_URL : undefined);
      // Calibrated once both portals have done their start-up work (idle.ts says why), so
      // that neither the calibration nor the first page meets it.
      const idle = await untilIdle(portals.flatMap((p) => (p.pid === undefined ? [] : [p.pid])));
      console.log(
        `Portals ${idle.settled ? 'settled' : 'not seen to settle'} after ${(idle.waitedMs / 1000).toFixed(0)} s`,
      );
      const bi = await readBenchmarkIndex(browser);
      const cpuRate = throttlingRate(bi);
      console.log(
        `BenchmarkIndex ${bi.toFixed(0)} → CPU throttling ${cpuRate.toFixed(2)}x (clamp(BI / ${TARGET_PHONE_BI}, 1, 8))`,
      );
      console.log(`Measuring ${BUILDS.join(' and ')}, page by page…`);
      const { results, readings } = await measureAll(browser, served, bi);
      const downloads: Record<string, DownloadCounts> = {};
      for (const s of served) downloads[s.build] = await downloadsOf(browser, s, serving.certFile);

      writeReport(RESULTS, PARTIAL ? 'bench-partial' : 'bench', {
        date: new Date().toISOString(),
        chromium: browser.version(),
        network: {
          latencyMs: NETWORK.latency,
          downloadKbps: 1474.56,
          uploadKbps: 675,
          protocol: PROTOCOL,
        },
        cpu: {
          benchmarkIndex: bi,
          rate: cpuRate,
          formula: `clamp(BenchmarkIndex / ${TARGET_PHONE_BI}, 1, 8)`,
          readings,
        },
        runsPerPage: RUNS,
        builds,
        results,
        downloads,
        targets: checkTargets(results, builds),
        previous,
      });
    } finally {
      for (const portal of portals) await portal.stop();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
