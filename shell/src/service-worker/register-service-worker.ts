import { PAGE_CHECK, SCRIPT, SEED_CACHE, SEED_KEY } from './service-worker-names.cjs';

/** The scripts and stylesheets the page has loaded so far, of any origin (the remotes'). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\.(js|css)$/.test(new URL(url).pathname));
}

/**
 * Registers the portal's service worker (service-worker.cjs) once the page has loaded and
 * the browser is idle, so that it takes nothing from the visit's own start. The first
 * time, the page first leaves the list of files it loaded for the worker's install, which
 * keeps them (from the HTTP cache, no download) and has their code cached. A browser
 * without service workers (WeChat's on iOS) goes on as before.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !window.caches) return;
  const register = async (): Promise<void> => {
    if (!container.controller) {
      const seed = await caches.open(SEED_CACHE);
      const list = JSON.stringify(loadedFiles());
      await seed.put(
        SEED_KEY,
        new Response(list, { headers: { 'Content-Type': 'application/json' } }),
      );
    }
    await container.register(SCRIPT);
  };
  const whenIdle = (): void => {
    const run = (): void =>
      void register().catch((error: unknown) => console.warn('[shell] service worker', error));
    if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 5000 });
    else window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * A page the worker answered asks it whether the server's page differed (a release since
 * the last visit: service-worker.cjs), and reloads onto the server's, which the worker
 * has kept by then, unless the visitor has already pressed or typed something: then this
 * visit runs on as it is, as a tab left open across a release does.
 */
export function reloadIfOutdated(): void {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return;
  let touched = false;
  const touch = (): void => {
    touched = true;
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, touch, { capture: true, once: true });
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<{ outdated?: boolean }>) => {
    channel.port1.close();
    // The browser's first-input entry also counts a press or key before this code ran
    // (the first frame's login form takes input before any script).
    const pressed = touched || performance.getEntriesByType('first-input').length > 0;
    if (event.data.outdated && !pressed) window.location.reload();
  };
  controller.postMessage({ type: PAGE_CHECK }, [channel.port2]);
}

/**
 * The dev server's page (`npm run dev`) on the origin a production build registered the
 * worker on: the worker goes, so it keeps no production page to answer the next visit with.
 */
export function unregisterServiceWorker(): void {
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
}
