/** @jest-environment node */
// The worker's rules, run on Node's own Fetch API with the browser's caches and network
// as small fakes: which requests it answers, from where, and what it keeps. The browser
// test (e2e/tests/service-worker.spec.ts) runs the built sw.js in Chromium.
import { serviceWorkerSource } from './service-worker-plugin.cjs';
import { CACHE, PAGE_CHECK, SEED_CACHE, SEED_KEY } from './service-worker-names.cjs';

const SHELL = 'https://portal.example';
const REMOTE = 'https://dashboard.example';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache Storage: named caches of URL to response, in the order stored. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  match(key: string | Request) {
    const found = this.entries.get(typeof key === 'string' ? new URL(key, SHELL).href : key.url);
    return Promise.resolve(found?.clone());
  }
  put(key: string, response: Response) {
    this.entries.set(new URL(key, SHELL).href, response);
    return Promise.resolve();
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(key: Request) {
    return Promise.resolve(this.entries.delete(key.url));
  }
}

interface Served {
  body: string;
  type?: string;
  cacheControl?: string;
  /** Another origin's file without CORS: a CORS request fails. */
  noCors?: boolean;
}

function worker(files: Record<string, Served>) {
  const caches = new Map<string, FakeCache>();
  const storage = {
    open: (name: string) => {
      if (!caches.has(name)) caches.set(name, new FakeCache());
      return Promise.resolve(caches.get(name) as FakeCache);
    },
    keys: () => Promise.resolve([...caches.keys()]),
    delete: (name: string) => Promise.resolve(caches.delete(name)),
  };
  const asked: { url: string; mode?: string }[] = [];
  const fetchFake = (request: Request | { url: string; mode: string }) => {
    asked.push({ url: request.url, mode: request.mode });
    const file = files[request.url];
    if (!file) return Promise.resolve(new Response('Not found', { status: 404 }));
    if (file.noCors && request.mode === 'cors') return Promise.reject(new TypeError('CORS'));
    const response = new Response(file.body, {
      headers: {
        'Content-Type': file.type ?? 'text/javascript',
        'Cache-Control': file.cacheControl ?? 'no-cache',
      },
    });
    // Node's Response is 'default'; a browser's is 'basic' or 'cors' from the network.
    Object.defineProperty(response, 'type', { value: 'basic' });
    return Promise.resolve(response);
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL(`${SHELL}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  };
  // The built sw.js's text, run as the browser runs it.
  new Function('self', 'caches', 'fetch', serviceWorkerSource({ apiBasePath: '/api/' }))(
    self,
    storage,
    fetchFake,
  );

  /** Dispatches an event; its answer (if it gave one) once everything it waits on is done. */
  async function dispatch(type: string, request?: object, more: object = {}) {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners[type]?.({
      request,
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      ...more,
    });
    const response = await answer;
    for (let i = 0; i < waits.length; i++) await waits[i];
    return response;
  }
  const navigate = (path: string, client = 'tab') =>
    dispatch(
      'fetch',
      { url: `${SHELL}${path}`, method: 'GET', mode: 'navigate' },
      { resultingClientId: client },
    );
  /** What the worker tells the page `client` when it asks whether it is outdated. */
  async function ask(client = 'tab', type = PAGE_CHECK) {
    const told: unknown[] = [];
    const port = { postMessage: (data: unknown) => told.push(data) };
    await dispatch('message', undefined, { data: { type }, source: { id: client }, ports: [port] });
    return told;
  }
  const load = (url: string, destination = 'script') =>
    dispatch('fetch', { url, method: 'GET', mode: 'no-cors', destination });
  const kept = (name = CACHE) => caches.get(name)?.entries ?? new Map<string, Response>();
  return { dispatch, navigate, ask, load, kept, asked, storage };
}

const page = (body: string): Served => ({ body, type: 'text/html; charset=utf-8' });

describe('the service worker', () => {
  test('answers a page with the one kept, and keeps the one the server gives now for the next visit', async () => {
    const files: Record<string, Served> = { [`${SHELL}/home`]: page('first') };
    const sw = worker(files);
    expect(await (await sw.navigate('/home'))?.text()).toBe('first');
    files[`${SHELL}/serviceList`] = page('second');
    // Any path of the app is the same page: the one kept.
    expect(await (await sw.navigate('/serviceList'))?.text()).toBe('first');
    expect(await sw.kept().get(`${SHELL}/`)?.text()).toBe('second');
    expect(sw.asked.map((a) => a.url)).toEqual([`${SHELL}/home`, `${SHELL}/serviceList`]);
  });

  test('tells a page answered with a kept page the server has since changed that it is outdated, once a minute at most', async () => {
    const files: Record<string, Served> = { [`${SHELL}/home`]: page('release 1') };
    const sw = worker(files);
    await sw.navigate('/home', 'first');
    // Nothing kept yet: the server's page itself, never outdated.
    expect(await sw.ask('first')).toEqual([{ outdated: false }]);
    await sw.navigate('/home', 'same');
    expect(await sw.ask('same')).toEqual([{ outdated: false }]);

    files[`${SHELL}/home`] = page('release 2');
    await sw.navigate('/home', 'behind');
    expect(await sw.ask('behind')).toEqual([{ outdated: true }]);
    // Asked once per page; another message is not a question.
    expect(await sw.ask('behind')).toEqual([{ outdated: false }]);
    expect(await sw.ask('behind', 'hello')).toEqual([]);

    files[`${SHELL}/home`] = page('release 3');
    await sw.navigate('/home', 'again');
    // Within the minute: not again.
    expect(await sw.ask('again')).toEqual([{ outdated: false }]);
  });

  test("leaves the API's addresses, files and other origins' pages to the browser", async () => {
    const sw = worker({});
    expect(await sw.navigate('/api/customer/report/download')).toBeUndefined();
    expect(await sw.navigate('/api')).toBeUndefined();
    expect(await sw.navigate('/report.pdf')).toBeUndefined();
    expect(
      await sw.dispatch('fetch', { url: `${REMOTE}/home`, method: 'GET', mode: 'navigate' }),
    ).toBeUndefined();
    expect(
      await sw.dispatch('fetch', { url: `${SHELL}/api/x`, method: 'POST', mode: 'cors' }),
    ).toBeUndefined();
    expect(sw.asked).toEqual([]);
  });

  test('keeps a versioned or hashed file the server calls immutable, asked for with CORS, and answers it from the cache after', async () => {
    const chunk = `${REMOTE}/page-home.0123abcd.js`;
    const entry = `${SHELL}/main.js?v=0123456789abcdef`;
    const sw = worker({
      [chunk]: { body: 'chunk', cacheControl: IMMUTABLE },
      [entry]: { body: 'main', cacheControl: IMMUTABLE },
    });
    expect(await (await sw.load(chunk))?.text()).toBe('chunk');
    expect(await (await sw.load(entry))?.text()).toBe('main');
    expect(sw.asked).toEqual([
      { url: chunk, mode: 'cors' },
      { url: entry, mode: 'cors' },
    ]);
    expect(await (await sw.load(chunk))?.text()).toBe('chunk');
    expect(sw.asked).toHaveLength(2);
  });

  test('keeps nothing the server may change, and leaves scripts not named as ours alone', async () => {
    const stale = `${SHELL}/main.js?v=ffffffffffffffff`;
    const sw = worker({ [stale]: { body: 'main' }, [`${REMOTE}/remoteEntry.js`]: { body: 'e' } });
    expect(await (await sw.load(stale))?.text()).toBe('main');
    expect(sw.kept().size).toBe(0);
    expect(await sw.load(`${REMOTE}/remoteEntry.js`)).toBeUndefined();
    expect(await sw.load('https://res.wx.qq.com/open/js/jweixin-1.6.0.js')).toBeUndefined();
  });

  test('a remote that gives no CORS is asked as the page asked', async () => {
    const chunk = `${REMOTE}/page-home.0123abcd.js`;
    const sw = worker({ [chunk]: { body: 'chunk', cacheControl: IMMUTABLE, noCors: true } });
    expect(await (await sw.load(chunk))?.text()).toBe('chunk');
    expect(sw.asked.map((a) => a.mode)).toEqual(['cors', 'no-cors']);
  });

  test("installs with the registering page's files from the HTTP cache, and its page", async () => {
    const chunk = `${REMOTE}/page-home.0123abcd.js`;
    const sw = worker({
      [`${SHELL}/`]: page('the page'),
      [chunk]: { body: 'chunk', cacheControl: IMMUTABLE },
      [`${REMOTE}/remoteEntry.js?v=1`]: { body: 'old entry' },
    });
    const seed = await sw.storage.open(SEED_CACHE);
    const listed = [chunk, `${REMOTE}/remoteEntry.js?v=1`, 'https://res.wx.qq.com/sdk.js'];
    await seed.put(SEED_KEY, new Response(JSON.stringify(listed)));
    await sw.dispatch('install');
    expect([...sw.kept().keys()].sort()).toEqual([`${SHELL}/`, chunk].sort());
    expect(await sw.storage.keys()).toEqual([CACHE]);
  });

  test('keeps at most its limit, the oldest files going first', async () => {
    const files: Record<string, Served> = {};
    const names = Array.from(
      { length: 402 },
      (_, i) => `${SHELL}/c${i}.${String(i).padStart(8, '0')}.js`,
    );
    for (const name of names) files[name] = { body: name, cacheControl: IMMUTABLE };
    const sw = worker(files);
    for (const name of names) await sw.load(name);
    expect(sw.kept().size).toBe(400);
    expect(sw.kept().has(names[0] as string)).toBe(false);
    expect(sw.kept().has(names[401] as string)).toBe(true);
  });
});
