/**
 * One bench interaction on one page, throttled as the bench does it, printed event by event:
 * each timed event (name, target, input delay, handlers, until the next paint) and the long
 * animation frames with their scripts. The benchmark gives only the longest event (INP);
 * this says which event it was and what held it, before changing anything (issue 13).
 * `npx tsx bench/interaction-events.ts "service list" "change a filter" mobile [cpuRate]`
 * [cold|warm] against a running portal (`npm run serve`).
 */
import { chromium } from '@playwright/test';
import { benchServing, BENCH_SHELL_URL } from './protocol';
import { coldCache, throttle } from './measure';
import { benchContext, signIn } from './measure-page';
import { BENCH_PAGES, pathOf, type Device } from './pages';
import { findBenchVisits } from './visits';
import { shortUrl } from './short-url';

interface TimedEvent {
  name: string;
  target: string;
  start: number;
  delay: number;
  handlers: number;
  duration: number;
  interactionId: number;
}

interface Frame {
  start: number;
  duration: number;
  blocking: number;
  scripts: { duration: number; invoker: string; source: string }[];
}

type WatchWindow = Window & { __ppEvents?: TimedEvent[]; __ppFrames?: Frame[] };

/** Kept in the page from the moment the interaction starts. */
function watch() {
  const w = window as WatchWindow;
  w.__ppEvents = [];
  w.__ppFrames = [];
  const describe = (n: Node | null) => {
    if (!(n instanceof Element)) return '';
    const label = n.getAttribute('aria-label') ?? n.textContent?.trim().slice(0, 12) ?? '';
    return `${n.tagName.toLowerCase()}${n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : ''} "${label}"`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      w.__ppEvents?.push({
        name: e.name,
        target: describe(e.target),
        start: e.startTime,
        delay: e.processingStart - e.startTime,
        handlers: e.processingEnd - e.processingStart,
        duration: e.duration,
        interactionId: e.interactionId,
      });
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as {
      startTime: number;
      duration: number;
      blockingDuration: number;
      scripts: { duration: number; invoker: string; sourceURL: string }[];
    }[])
      w.__ppFrames?.push({
        start: e.startTime,
        duration: e.duration,
        blocking: e.blockingDuration,
        scripts: e.scripts
          .filter((s) => s.duration > 10)
          .map((s) => ({ duration: s.duration, invoker: s.invoker, source: s.sourceURL })),
      });
  }).observe({ type: 'long-animation-frame' });
  // A reload (a company chosen): the page before it hands on what it timed.
  addEventListener('pagehide', () =>
    sessionStorage.setItem(
      'pp-interaction-events',
      JSON.stringify({ events: w.__ppEvents, frames: w.__ppFrames }),
    ),
  );
}

async function main() {
  const [pageName = 'service list', interactionName = 'change a filter', device = 'mobile'] =
    process.argv.slice(2);
  const rate = Number(process.argv[5] ?? 7.4);
  const cache = process.argv[6] ?? 'warm';
  const page = BENCH_PAGES.find((p) => p.name === pageName);
  const interaction = page?.interactions?.find((i) => i.name === interactionName);
  if (!page || !interaction)
    throw new Error(`No interaction "${interactionName}" on "${pageName}".`);
  const browser = await chromium.launch({ ...(await benchServing()).launch, headless: true });
  await findBenchVisits();
  const storage = page.who ? await signIn(browser, page.who, device as Device) : undefined;
  const context = await benchContext(browser, device as Device, storage);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const url = `${BENCH_SHELL_URL}${pathOf(page, device as Device)}`;
  if (cache === 'warm') {
    await tab.goto(url);
    await page.ready(tab).waitFor({ timeout: 60_000 });
  } else await coldCache(cdp);
  await throttle(cdp, rate);
  await tab.goto(url);
  await page.ready(tab).waitFor({ timeout: 120_000 });
  // As the bench: the interaction once the page's network is quiet (2 s), not sooner.
  await tab.waitForTimeout(2000);
  await tab.evaluate(watch);
  const t0 = await tab.evaluate(() => performance.now());
  await interaction.act(tab, device as Device);
  await interaction.done(tab);
  await tab.waitForTimeout(1000);
  const { events, frames } = await tab.evaluate(() => {
    const w = window as WatchWindow;
    const before = JSON.parse(sessionStorage.getItem('pp-interaction-events') ?? 'null') as {
      events: TimedEvent[];
      frames: Frame[];
    } | null;
    return w.__ppEvents
      ? { events: w.__ppEvents, frames: w.__ppFrames ?? [] }
      : (before ?? { events: [], frames: [] });
  });
  const at = (ms: number) => (ms - t0).toFixed(0).padStart(6);
  for (const e of events)
    console.log(
      `event ${at(e.start)} ${e.name.padEnd(12)} id ${String(e.interactionId).padEnd(5)} delay ${e.delay.toFixed(0).padStart(4)} handlers ${e.handlers.toFixed(0).padStart(4)} total ${e.duration.toFixed(0).padStart(4)}  ${e.target.slice(0, 60)}`,
    );
  for (const f of frames)
    console.log(
      `frame ${at(f.start)} +${f.duration.toFixed(0).padStart(5)} blocking ${f.blocking.toFixed(0).padStart(4)}  ${f.scripts.map((s) => `${s.duration.toFixed(0)}ms ${s.invoker.slice(0, 40)} ${shortUrl(s.source).slice(0, 50)}`).join(' | ')}`,
    );
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
