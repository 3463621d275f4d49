import type { CDPSession, Locator, Page } from '@playwright/test';
import { PERFORMANCE_MARKS } from '@pest-portal/shared/config';

/**
 * tsx compiles the benchmark with esbuild's keepNames, which wraps functions in a
 * `__name(...)` call; functions sent to page.evaluate carry that call into the page, where
 * it does not exist. Define it there as the identity.
 */
export const KEEP_NAMES_HELPER = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** Lighthouse's mobile network throttling (DevTools "Slow 4G" as Lighthouse applies it). */
export const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export interface PageFigures {
  jsBytes: number;
  totalBytes: number;
  requests: number;
  /** The longest chain of requests each started by the one before (the document is 1). */
  longestChain: number;
  fcpMs: number | null;
  lcpMs: number | null;
  /** The LCP element as `tag.class` and its painted area, or `(removed)` once replaced. */
  lcpElement: string | null;
  /** When the app's first render committed (the shell's appReady mark): the page is usable. */
  appReadyMs: number | null;
}

/**
 * Count what crosses the wire through CDP: bytes as received (encodedDataLength, i.e.
 * compressed, headers included), JavaScript by resource type Script, and requests.
 */
export class WireMeter {
  private types = new Map<string, string>();
  /** Each URL's place in its chain: the document 1, what it loads 2, and so on. */
  private depthByUrl = new Map<string, number>();
  /** Every script URL that finished loading (for counting singleton downloads). */
  readonly scripts: string[] = [];
  longestChain = 0;
  private inFlight = new Set<string>();
  private lastActivity = Date.now();
  jsBytes = 0;
  totalBytes = 0;
  requests = 0;

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      if (!this.types.has(e.requestId)) this.requests++;
      this.types.set(e.requestId, e.type ?? 'Other');
      this.urls.set(e.requestId, e.request.url);
      const depth =
        (initiatorUrl(e.initiator)
          ? (this.depthByUrl.get(initiatorUrl(e.initiator) as string) ?? 0)
          : 0) + 1;
      if (!this.depthByUrl.has(e.request.url)) this.depthByUrl.set(e.request.url, depth);
      this.longestChain = Math.max(this.longestChain, depth);
      this.inFlight.add(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => this.types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      if (!this.types.has(e.requestId)) return;
      this.totalBytes += e.encodedDataLength;
      if (this.types.get(e.requestId) === 'Script') {
        this.jsBytes += e.encodedDataLength;
        const url = this.urls.get(e.requestId);
        if (url) this.scripts.push(url);
      }
      this.inFlight.delete(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      this.inFlight.delete(e.requestId);
      this.lastActivity = Date.now();
    });
  }

  private urls = new Map<string, string>();

  reset(): void {
    this.types.clear();
    this.urls.clear();
    this.depthByUrl.clear();
    this.scripts.length = 0;
    this.longestChain = 0;
    this.inFlight.clear();
    this.jsBytes = 0;
    this.totalBytes = 0;
    this.requests = 0;
    this.lastActivity = Date.now();
  }

  /** Wait until nothing has been in flight for `quietMs` (at most `maxMs`). */
  async quiet(quietMs = 3000, maxMs = 90_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

interface Initiator {
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/**
 * The URL whose code or markup started a request: the parser's document, or the script on
 * top of the (async) stack that called fetch/import.
 */
function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

type PaintTimings = Pick<PageFigures, 'fcpMs' | 'lcpMs' | 'lcpElement' | 'appReadyMs'>;

/** FCP and LCP of the current document, from buffered PerformanceObserver entries. */
export async function paintTimings(page: Page): Promise<PaintTimings> {
  return page.evaluate(
    (appReadyMark) =>
      new Promise<PaintTimings>((resolve) => {
        const ready = performance.getEntriesByName(appReadyMark)[0];
        const out: PaintTimings = {
          fcpMs: null,
          lcpMs: null,
          lcpElement: null,
          appReadyMs: ready ? ready.startTime : null,
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (e.name === 'first-contentful-paint') out.fcpMs = e.startTime;
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            size: number;
            element: Element | null;
          })[];
          const last = entries[entries.length - 1];
          if (!last) return;
          out.lcpMs = last.startTime;
          // A node React has since replaced (the first frame's) is no longer reachable.
          const name = last.element
            ? `${last.element.tagName.toLowerCase()}${[...last.element.classList].map((c) => `.${c}`).join('')}`
            : '(removed)';
          out.lcpElement = `${name} ${Math.round(last.size)} px²`;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries are delivered in a task; give it a moment.
        setTimeout(() => resolve(out), 300);
      }),
    PERFORMANCE_MARKS.appReady,
  );
}

export async function throttle(cdp: CDPSession, cpuRate: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

export async function unthrottle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/** A cold HTTP cache: nothing cached from before, nothing cached during the load. */
export async function coldCache(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * When each changed node was first painted, kept in the page (an init script). Polling a
 * locator notices it late on a throttled phone: the poll runs on the page's busy main
 * thread and backs off, and on the home page it reported 9.1 s for figures inserted at
 * 5.65 s (bench/waterfall.ts). So every insertion, and every style, class or hidden change
 * (how Suspense and antd's motion show a node), records the frame that renders it: the
 * next animation frame's time, or, when that frame ran long (a long animation frame over
 * 50 ms), the frame's end, when its paint is done. A node's painted time is the latest
 * such change of it, its ancestors and its children: the moment it was last revealed.
 */
export const SHOWN_HELPER = `(() => {
  const painted = new WeakMap();
  const longFrames = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longFrames.push([e.startTime, e.startTime + e.duration]);
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  new MutationObserver((records) => {
    const nodes = records.map((r) => (r.type === 'childList' ? [...r.addedNodes] : [r.target])).flat();
    requestAnimationFrame(() => {
      const t = performance.now();
      for (const n of nodes) painted.set(n, t);
    });
  }).observe(document, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ['style', 'class', 'hidden'],
  });
  globalThis.__ppPaintedAt = (element) => {
    let t = 0;
    for (let n = element; n; n = n.parentNode) t = Math.max(t, painted.get(n) || 0);
    for (const c of element.childNodes) t = Math.max(t, painted.get(c) || 0);
    if (!t) return null;
    const frame = longFrames.find(([start, end]) => start <= t && t <= end);
    return frame ? frame[1] : t;
  };
})();`;

/**
 * Milliseconds from the navigation's start until `shown` is painted; null if it never is.
 * The locator's poll says when it is visible; SHOWN_HELPER, when present, says when the
 * frame that revealed it was painted, which is earlier and what a person sees.
 */
export async function timeUntilShown(
  page: Page,
  shown: Locator,
  timeoutMs = 120_000,
): Promise<number | null> {
  try {
    await shown.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    return null;
  }
  // One round trip late at most: the locator is polled in the page, this reads its clock.
  const polled = await page.evaluate(() => performance.now());
  const painted = await shown
    .evaluate((element) => {
      const w = window as Window & { __ppPaintedAt?: (e: Element) => number | null };
      return w.__ppPaintedAt ? w.__ppPaintedAt(element) : null;
    })
    .catch(() => null);
  return painted !== null && painted < polled ? painted : polled;
}

interface EventTimingEntry extends PerformanceEntry {
  interactionId: number;
  duration: number;
}
type InteractionWindow = Window & { __ppEventDurations?: Map<number, number> };

/**
 * Where the durations are also kept: sessionStorage outlives a reload in the same tab, and
 * choosing a company reloads the page (spec §4), so the choice's event is read afterwards.
 */
const DURATIONS_KEY = '__ppEventDurations';

/** Start recording the event timings of interactions (before the person acts). */
export async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const w = window as InteractionWindow;
    const durations = new Map<number, number>();
    w.__ppEventDurations = durations;
    sessionStorage.removeItem(key);
    const record = (entries: PerformanceEntryList) => {
      for (const e of entries as EventTimingEntry[])
        if (e.interactionId)
          durations.set(e.interactionId, Math.max(durations.get(e.interactionId) ?? 0, e.duration));
      sessionStorage.setItem(key, JSON.stringify([...durations.values()]));
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    // A reload: what the browser has timed but not yet delivered.
    addEventListener('pagehide', () => record(observer.takeRecords()));
  }, DURATIONS_KEY);
}

/**
 * The interaction's latency as INP counts it: the longest event (input to next paint) of
 * the interactions since watchInteractions. Events under 16 ms are not reported by the
 * browser: 0 means "under 16 ms". After a reload (a company chosen), the events the page
 * before it timed, as far as it painted them before it went.
 */
export async function interactionLatency(page: Page): Promise<number> {
  return page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        // Entries are delivered after the next paint; give the observer a moment.
        setTimeout(() => {
          const here = (window as InteractionWindow).__ppEventDurations;
          const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as number[];
          sessionStorage.removeItem(key);
          resolve(Math.max(0, ...(here ? here.values() : kept)));
        }, 500);
      }),
    DURATIONS_KEY,
  );
}
