import { LOCAL_KEYS, paths } from '@pest-portal/shared';
import { MANIFEST_HANDOVER } from '../federation/preloaded-manifest';
import { remoteMounts } from '../router/remote-mounts';
import { SECTION_PRELOAD, type SectionPreloadConfig } from './build-document.cjs';
import { startSectionPreload } from './section-preload-script.cjs';

const CONFIG: SectionPreloadConfig = {
  ...SECTION_PRELOAD,
  chunks: ['231.aaaaaaaa.js', '588.bbbbbbbb.js'],
  withMain: ['http-transport.jjjjjjjj.js', '254.kkkkkkkk.js'],
  onUse: {
    '@pest-portal/shared/antd/data': ['923.gggggggg.js', '321.hhhhhhhh.js'],
    '@pest-portal/shared/antd/date': ['636.iiiiiiii.js'],
  },
  stylesheet: 'antd.llllllll.css',
};
// As the shell's server names it (scripts/remote-versions.cjs), and the manifest its entry.
const MANIFEST_URL = 'http://localhost:8082/mf-manifest.json?v=0123456789abcdef';
const MANIFEST = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js?v=fedcba9876543210', path: '' },
  },
  exposes: [
    { path: './routes', assets: { js: { sync: ['356.cccccccc.js', 'expose_routes.js'] } } },
  ],
  // shared/build/page-chunks.cjs: a page's files by its path's last segment.
  pages: { home: ['page-home.eeeeeeee.js', '273.ffffffff.js'], sitePlan: ['page-sitePlan.js'] },
  // The same file: the shared modules each page consumes on use (the antd kit's groups).
  pageShared: { home: ['@pest-portal/shared/antd/data'], sitePlan: [] },
};

type Win = Window & Record<string, unknown>;

/** What /home preloads, by part: the remote's entry, the shell's chunks, the routes. */
const ENTRY = 'http://localhost:8082/remoteEntry.js?v=fedcba9876543210';
const SERVICE_MANIFEST = 'http://localhost:8081/mf-manifest.json?v=1111111111111111';
const SERVICE_ENTRY = 'http://localhost:8081/remoteEntry.js?v=2222222222222222';
const SHELL_CHUNKS = ['http://localhost/231.aaaaaaaa.js', 'http://localhost/588.bbbbbbbb.js'];
const WITH_MAIN = [
  'http://localhost/http-transport.jjjjjjjj.js',
  'http://localhost/254.kkkkkkkk.js',
];
const ROUTES = ['http://localhost:8082/356.cccccccc.js', 'http://localhost:8082/expose_routes.js'];
const fetchMock = jest.fn();

/**
 * The browser's resource timing: `arrived`, the entries an observer reports, a turn later;
 * `alreadyIn`, those already in the timeline when the script asks.
 */
let arrived: string[] = [];
let alreadyIn: string[] = [];
/** No preload reports that it has loaded (a slow network). */
let holdLoads = false;
/** The protocol the page itself came over (its navigation timing). */
let navigationProtocol = 'http/1.1';
class FakeObserver {
  constructor(private callback: (list: { getEntries: () => { name: string }[] }) => void) {}
  observe() {
    const entries = arrived.map((name) => ({ name }));
    if (entries.length) setTimeout(() => this.callback({ getEntries: () => entries }), 0);
  }
  disconnect() {}
}

beforeEach(() => {
  arrived = ['http://localhost/810.dddddddd.js', 'http://localhost/main.js'];
  alreadyIn = [];
  holdLoads = false;
  navigationProtocol = 'http/1.1';
  // jsdom's performance has no resource timeline, nor the navigation's.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) =>
      type === 'navigation'
        ? [{ name: 'http://localhost/', nextHopProtocol: navigationProtocol }]
        : alreadyIn.map((name) => ({ name })),
  });
  global.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify(MANIFEST)));
  global.fetch = fetchMock;
  (window as unknown as Win).__PORTAL_RUNTIME__ = {
    remotes: [
      { name: 'dashboard', entry: MANIFEST_URL, script: ENTRY, timeoutMs: 1000 },
      { name: 'service', entry: SERVICE_MANIFEST, script: SERVICE_ENTRY, timeoutMs: 1000 },
    ],
  };
  delete (window as unknown as Win)[MANIFEST_HANDOVER];
  document.head.innerHTML = '';
  localStorage.clear();
});

/** The script run on `path`, as index.html runs it; the preloads it made once settled. */
async function preloadsAt(path: string): Promise<string[]> {
  window.history.replaceState(null, '', path);
  startSectionPreload(CONFIG);
  // A few zero-delay turns, not a 10 ms wait: the fake observer reports on a zero-delay
  // timer set after the manifest's fetch has settled, and on a loaded machine a 10 ms timer
  // set before it could fall due first (the list was read before the preloads were made).
  // jsdom loads no preload: each link reports it has loaded, once, a turn after it appears.
  const reported = new WeakSet<Element>();
  for (let turn = 0; turn < 5; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => {
      if (!reported.has(link) && !holdLoads) {
        reported.add(link);
        link.dispatchEvent(new Event('load'));
      }
    });
  }
  return [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
    (link) => (link as HTMLLinkElement).href,
  );
}

describe("the signed-in start's script", () => {
  it('names the paths, sections and keys the portal uses', () => {
    expect(SECTION_PRELOAD.sections).toEqual(
      Object.fromEntries(remoteMounts().map((m) => [m.top, m.section])),
    );
    // Read off the paths table's isPublic, so a page made public there fails here until the
    // script (which runs before any bundle, and so cannot import the table) knows it too.
    expect([...SECTION_PRELOAD.publicPaths].sort()).toEqual(
      Object.values(paths)
        .filter((p) => p.isPublic)
        .map((p) => p.path)
        .sort(),
    );
    expect(LOCAL_KEYS).toEqual(
      expect.arrayContaining([SECTION_PRELOAD.tokenKey, SECTION_PRELOAD.isHqKey]),
    );
    expect([SECTION_PRELOAD.home, SECTION_PRELOAD.groupHome]).toEqual([
      paths.home.path,
      paths.groupHome.path,
    ]);
    expect(SECTION_PRELOAD.handover).toBe(MANIFEST_HANDOVER);
  });

  it("preloads the signed-in chunks and the section's entry and routes from its manifest", async () => {
    localStorage.setItem('token', 't');
    expect(await preloadsAt('/home/sitePlan?area=7')).toEqual([
      // The http client's wire half at once, beside main.js.
      ...WITH_MAIN,
      // The entry at once, as the server named it; the manifest does not add it again.
      ENTRY,
      ...SHELL_CHUNKS,
      ...ROUTES,
      // The page's own chunks, after the routes.
      'http://localhost:8082/page-sitePlan.js',
    ]);
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
    const handover = (window as unknown as Win)[MANIFEST_HANDOVER] as Record<string, unknown>;
    await expect(handover[MANIFEST_URL]).resolves.toBe(JSON.stringify(MANIFEST));
  });

  it("hands over the manifests the server wrote into the page, every remote's, fetching none", async () => {
    localStorage.setItem('token', 't');
    const text = JSON.stringify(MANIFEST);
    const serviceText = '{"metaData":{}}';
    (window as unknown as Win).__PORTAL_RUNTIME__ = {
      remotes: [
        { name: 'dashboard', entry: MANIFEST_URL, script: ENTRY, manifest: text, timeoutMs: 1000 },
        {
          name: 'service',
          entry: SERVICE_MANIFEST,
          script: SERVICE_ENTRY,
          manifest: serviceText,
          timeoutMs: 1000,
        },
      ],
    };
    expect(await preloadsAt('/home/sitePlan')).toEqual([
      ...WITH_MAIN,
      ENTRY,
      ...SHELL_CHUNKS,
      ...ROUTES,
      'http://localhost:8082/page-sitePlan.js',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    const handover = (window as unknown as Win)[MANIFEST_HANDOVER] as Record<string, unknown>;
    await expect(handover[MANIFEST_URL]).resolves.toBe(text);
    // Another section's, for a visit to it in this document: nothing of it is preloaded.
    await expect(handover[SERVICE_MANIFEST]).resolves.toBe(serviceText);
  });

  it("guesses no entry when the shell's server could not read the remote's manifest: the manifest names it", async () => {
    localStorage.setItem('token', 't');
    const plain = 'http://localhost:8082/mf-manifest.json';
    (window as unknown as Win).__PORTAL_RUNTIME__ = {
      remotes: [{ name: 'dashboard', entry: plain, timeoutMs: 1000 }],
    };
    // The entry once, after main.js, as the manifest names it; the routes beside the
    // manifest's folder.
    expect(await preloadsAt('/home/sitePlan')).toEqual([
      ...WITH_MAIN,
      ...SHELL_CHUNKS,
      ENTRY,
      ...ROUTES,
      'http://localhost:8082/page-sitePlan.js',
    ]);
    expect(fetchMock).toHaveBeenCalledWith(plain);
  });

  it('waits for main.js to arrive before the rest: main.js has the bandwidth to itself', async () => {
    localStorage.setItem('token', 't');
    arrived = ['http://localhost/810.dddddddd.js'];
    // The remote's entry and its manifest, small, are asked for at once, and the wire half.
    expect(await preloadsAt('/serviceReport')).toEqual([...WITH_MAIN, SERVICE_ENTRY]);
    expect(fetchMock).toHaveBeenCalledWith(SERVICE_MANIFEST);
  });

  it("over HTTP/2 asks for the shell's chunks at once, beside main.js, and the rest after it", async () => {
    localStorage.setItem('token', 't');
    arrived = ['http://localhost/810.dddddddd.js'];
    navigationProtocol = 'h2';
    expect(await preloadsAt('/serviceReport')).toEqual([
      ...WITH_MAIN,
      ...SHELL_CHUNKS,
      SERVICE_ENTRY,
    ]);
  });

  it("asks for the page's chunks only once the routes' chunks have arrived: the routes start the data", async () => {
    localStorage.setItem('token', 't');
    holdLoads = true;
    expect(await preloadsAt('/home')).toEqual([...WITH_MAIN, ENTRY, ...SHELL_CHUNKS, ...ROUTES]);
  });

  it('starts at once when main.js is already in (a warm cache), not when an observer reports it', async () => {
    localStorage.setItem('token', 't');
    arrived = [];
    alreadyIn = ['http://localhost/main.js'];
    expect(await preloadsAt('/home')).toEqual([
      ...WITH_MAIN,
      ...SHELL_CHUNKS,
      ENTRY,
      ...ROUTES,
      'http://localhost:8082/page-home.eeeeeeee.js',
      'http://localhost:8082/273.ffffffff.js',
      'http://localhost/923.gggggggg.js',
      'http://localhost/321.hhhhhhhh.js',
    ]);
  });

  it("preloads antd's stylesheet once main.js has arrived, not beside it, even over HTTP/2", async () => {
    localStorage.setItem('token', 't');
    navigationProtocol = 'h2';
    const styles = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="style"]')].map(
        (link) => (link as HTMLLinkElement).href,
      );
    arrived = ['http://localhost/810.dddddddd.js'];
    await preloadsAt('/serviceReport');
    expect(styles()).toEqual([]);
    document.head.innerHTML = '';
    arrived = ['http://localhost/main.js'];
    await preloadsAt('/serviceReport');
    expect(styles()).toEqual(['http://localhost/antd.llllllll.css']);
    // A build without one (development) asks for none.
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/serviceReport');
    startSectionPreload({ ...CONFIG, stylesheet: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(styles()).toEqual([]);
  });

  it("preloads with a page's chunks the shell's files of the kit groups the page consumes, and only those", async () => {
    localStorage.setItem('token', 't');
    const preloaded = await preloadsAt('/home');
    const page = preloaded.indexOf('http://localhost:8082/page-home.eeeeeeee.js');
    expect(page).toBeGreaterThan(preloaded.indexOf(ROUTES[1] ?? ''));
    // The data group's files from the shell's origin, after the page's; not the date group's.
    expect(preloaded.slice(page + 2)).toEqual([
      'http://localhost/923.gggggggg.js',
      'http://localhost/321.hhhhhhhh.js',
    ]);
  });

  it("opens '/' as the account's own home: the group home's section for a headquarters", async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('isHq', 'true');
    const preloaded = await preloadsAt('/');
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
    // The group home's page, which this manifest does not list: none of home's.
    expect(preloaded.filter((url) => url.includes('page-'))).toEqual([]);
  });

  it('preloads nothing on a login page or without a token: the login page stays without antd', async () => {
    localStorage.setItem('token', 't');
    expect(await preloadsAt('/mlogin')).toEqual([]);
    localStorage.clear();
    expect(await preloadsAt('/serviceReport')).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the shell's chunks when the manifest cannot be had, and a path of no section fetches none", async () => {
    localStorage.setItem('token', 't');
    fetchMock.mockResolvedValue(new Response('down', { status: 503 }));
    expect(await preloadsAt('/home')).toEqual([
      // Asked for before the manifest answered; nothing more from the remote after.
      ...WITH_MAIN,
      ENTRY,
      'http://localhost/231.aaaaaaaa.js',
      'http://localhost/588.bbbbbbbb.js',
    ]);
    fetchMock.mockClear();
    document.head.innerHTML = '';
    expect(await preloadsAt('/nowhere')).toEqual([...WITH_MAIN, ...SHELL_CHUNKS]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
