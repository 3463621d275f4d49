import type { Page } from '@playwright/test';

/** A request the page made, and who asked for it. */
export interface Sent {
  url: string;
  /** The URL whose markup or script asked: the document itself, or a script file. */
  by: string;
  /** The document load it belongs to (CDP's loaderId). */
  loader: string;
  /** When it was asked for, and when its answer had fully arrived (CDP's seconds). */
  at: number;
  doneAt?: number;
}

/**
 * Every request the page makes from now on, with who asked for it, the browser's cache off
 * so that every file of a load is asked for (issue 13's signed-in start: which file the
 * document asks for itself, and that none is asked for twice).
 */
export async function recordRequests(
  page: Page,
  { latencyMs = 0 }: { latencyMs?: number } = {},
): Promise<Sent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A round trip's wait on every request, when the order of requests and arrivals counts.
  if (latencyMs)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const all: Sent[] = [];
  const byId = new Map<string, Sent>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const frame = e.initiator.stack?.callFrames.find((f) => f.url);
    const sent: Sent = {
      url: e.request.url,
      by: e.initiator.url ?? frame?.url ?? '',
      loader: e.loaderId,
      at: e.timestamp,
    };
    all.push(sent);
    byId.set(e.requestId, sent);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const sent = byId.get(e.requestId);
    if (sent) sent.doneAt = e.timestamp;
  });
  return all;
}

/**
 * The requests of the load of `document` only (none when it was not loaded): the page
 * before it may still be asking for a chunk when the recording starts (a charts' chunk
 * was once counted twice so).
 */
export function requestsOfLoad(all: Sent[], document: string): Sent[] {
  const load = all.find((s) => s.url === document)?.loader;
  return load ? all.filter((s) => s.loader === load) : [];
}

/**
 * The scripts asked for more than once, by path: a file asked for by version and again
 * by its plain name, or preloaded in a way its script element does not reuse, is
 * downloaded twice.
 */
export function scriptsAskedTwice(sent: Sent[]): string[] {
  const scripts = sent.map((s) => s.url.split('?')[0] ?? s.url).filter((u) => u.endsWith('.js'));
  return scripts.filter((url, i) => scripts.indexOf(url) !== i);
}

/** The shell's content-hashed chunks among `sent` that the document itself asked for. */
export function chunksAskedByDocument(sent: Sent[], shellOrigin: string, document: string): Sent[] {
  return sent.filter(
    (s) =>
      s.url.startsWith(`${shellOrigin}/`) && /\.[0-9a-f]{8}\.js$/.test(s.url) && s.by === document,
  );
}
