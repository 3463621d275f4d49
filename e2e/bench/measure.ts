import type { CDPSession, Page } from '@playwright/test';
import { PERFORMANCE_MARKS } from '@pest-portal/shared/config';

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
      this.inFlight.add(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => this.types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      if (!this.types.has(e.requestId)) return;
      this.totalBytes += e.encodedDataLength;
      if (this.types.get(e.requestId) === 'Script') this.jsBytes += e.encodedDataLength;
      this.inFlight.delete(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      this.inFlight.delete(e.requestId);
      this.lastActivity = Date.now();
    });
  }

  reset(): void {
    this.types.clear();
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
