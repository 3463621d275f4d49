/**
 * One throttled cold load of one bench page, printed as a waterfall: each request's start,
 * when it left on a connection (a request queued behind the browser's 6 per origin over
 * HTTP/1.1 leaves later), the connection, its priority, its end (ms from navigation), its
 * compressed size and the URL that started it. For seeing
 * what a page waits on before changing anything (issue 13); the benchmark itself gives the
 * figures. `npx tsx bench/waterfall.ts home mobile [cpuRate] [cold|warm]` against a running
 * portal (`npm run serve`, with PP_TLS_CERT and PP_TLS_KEY naming bench/protocol.ts's
 * certificate unless PP_BENCH_PROTOCOL=http1); warm: the page loaded once unthrottled first, as the bench does.
 * PP_WATERFALL_SINGLE=1: the single bundle's portal instead (`npm run serve:single` with
 * PP_SHELL_PORT and PP_API_PORT set to bench's BENCH_SINGLE_PORTS), to set the two side by side.
 * PP_WATERFALL_TRACE=1: the load traced too, and its main thread printed task by task after
 * the frames (main-thread.ts: what each task compiled, ran and laid out).
 */
import { chromium } from '@playwright/test';
import { benchServing, BENCH_SHELL_URL, BENCH_SINGLE_API_URL, BENCH_SINGLE_URL } from './protocol';
import { coldCache, paintTimings, throttle, timeUntilShown } from './measure';
import { benchContext, signIn } from './measure-page';
import { BENCH_PAGES, pathOf, type Device } from './pages';
import { findBenchVisits } from './visits';
import { mainThreadLines, TRACE_CATEGORIES } from './main-thread';
import { shortUrl } from './short-url';

interface Row {
  url: string;
  start: number;
  end?: number;
  /** When it left on a connection: after the browser's queue (6 per origin over HTTP/1.1). */
  sent?: number;
  priority?: string;
  connection?: number;
  bytes?: number;
  by?: string;
}

type FramesWindow = Window & {
  __ppFrames?: {
    start: number;
    duration: number;
    scripts: { duration: number; invoker: string; source: string }[];
  }[];
};

/** Long animation frames (over 50 ms) with their scripts, kept in the page for the report. */
const LONG_FRAMES = `
  window.__ppFrames = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__ppFrames.push({
          start: e.startTime,
          duration: e.duration,
          scripts: (e.scripts || []).filter((s) => s.duration > 20).map((s) => ({
            duration: s.duration, invoker: String(s.invoker || ''), source: String(s.sourceURL || ''),
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
`;

async function main(): Promise<void> {
  const [name = 'home', device = 'mobile', rate = '4', cache = 'cold'] = process.argv.slice(2);
  const single = Boolean(process.env.PP_WATERFALL_SINGLE);
  const base = single ? BENCH_SINGLE_URL : BENCH_SHELL_URL;
  const page = BENCH_PAGES.find((p) => p.name === name);
  if (!page) throw new Error(`No bench page "${name}"`);
  // Against a portal served as the benchmark serves it (bench/protocol.ts): by default with
  // PP_TLS_CERT and PP_TLS_KEY set to the certificate in CERT_DIR.
  const { launch } = await benchServing();
  const browser = await chromium.launch({ ...launch, headless: true });
  await findBenchVisits(single ? BENCH_SINGLE_API_URL : undefined);
  const storage = page.who ? await signIn(browser, page.who, device as Device, base) : undefined;
  const context = await benchContext(browser, device as Device, storage);
  await context.addInitScript(LONG_FRAMES);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const rows = new Map<string, Row>();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp;
    const frame = e.initiator.stack?.callFrames.find((f) => f.url);
    rows.set(e.requestId, {
      url: e.request.url,
      start: (e.timestamp - t0) * 1000,
      priority: e.request.initialPriority,
      by: e.initiator.url ?? frame?.url,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const row = rows.get(e.requestId);
    const timing = e.response.timing;
    if (row && timing)
      Object.assign(row, {
        sent: (timing.requestTime - t0) * 1000 + timing.sendStart,
        connection: e.response.connectionId,
      });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (row) Object.assign(row, { end: (e.timestamp - t0) * 1000, bytes: e.encodedDataLength });
  });
  if (cache === 'warm') {
    await tab.goto(`${base}${pathOf(page, device as Device)}`);
    await page.ready(tab).waitFor({ timeout: 60_000 });
    await tab.waitForTimeout(1500);
    rows.clear();
    t0 = 0;
  } else await coldCache(cdp);
  await throttle(cdp, Number(rate));
  const traced = Boolean(process.env.PP_WATERFALL_TRACE);
  if (traced) await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
  await tab.goto(`${base}${pathOf(page, device as Device)}`, { waitUntil: 'commit' });
  const shownMs = await timeUntilShown(tab, page.ready(tab));
  await tab.waitForTimeout(1500);
  const trace = traced ? await browser.stopTracing() : undefined;
  const paints = await paintTimings(tab);
  for (const r of [...rows.values()].sort((a, b) => a.start - b.start))
    console.log(
      `${r.start.toFixed(0).padStart(6)} ${(r.sent ?? NaN).toFixed(0).padStart(6)} c${String(r.connection ?? '').padEnd(4)} ${(r.priority ?? '').slice(0, 4).padEnd(4)} ${(r.end ?? NaN).toFixed(0).padStart(6)} ${String(Math.round((r.bytes ?? 0) / 1024)).padStart(4)}K  ${shortUrl(r.url).slice(0, 90)}  <- ${shortUrl(r.by).slice(0, 40)}`,
    );
  // The main thread's long frames and the scripts that filled them: where CPU time went.
  const frames = await tab.evaluate(() => (window as FramesWindow).__ppFrames ?? []);
  for (const f of frames)
    console.log(
      `frame ${f.start.toFixed(0).padStart(6)} +${f.duration.toFixed(0).padStart(5)}  ${f.scripts.map((s) => `${s.duration.toFixed(0)}ms ${s.invoker.slice(0, 40)} ${shortUrl(s.source).slice(0, 50)}`).join(' | ')}`,
    );
  if (trace) for (const line of mainThreadLines(trace)) console.log(line);
  console.log({ shownMs, ...paints });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
