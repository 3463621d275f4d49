import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTE_TIMEOUT_MS } from '@pest-portal/shared';
import { platformIncompatibility } from './platform-compatibility';
import { RemoteLoadError } from './remote-load-error';
import { loadRuntimeConfig } from './runtime-config';
import { markRemoteFailed, setRemoteTimeout, takeRemoteFailure } from './remote-timeouts';
import { withTimeout } from './with-timeout';

export { RemoteLoadError, type RemoteFailure } from './remote-load-error';

const registered = new Set<string>();
const modules = new Map<string, Promise<unknown>>();
/** Preloads asked for (id, or `<remote>/` for the entry alone): each once, until one fails. */
const preloads = new Set<string>();

/** The runtime's id of an exposed module: `feedback/routes` for ('feedback', './routes'). */
function idOf(remote: string, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

function now(): number {
  return Date.now();
}

/**
 * A reloaded remote's new entry would otherwise take the chunks its previous release
 * already pushed onto webpack's JSONP array (`webpackChunk<uniqueName>`, the container
 * name: shared/build/webpack-app.cjs) as its own, old module code under the same ids.
 */
function forgetLoadedChunks(remote: string): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
}

/**
 * The parameter an entry is asked for by version under: VERSION_PARAM of
 * shared/build/entry-version.cjs, a Node build file this browser code cannot import.
 */
const VERSION_PARAM = 'v';

/**
 * The remote's manifest by its plain URL, served no-cache: the shell's page names it by
 * the version its server read (`?v=`, scripts/remote-versions.cjs), which the browser
 * keeps for good. A retry after a failure, or a reload after a redeploy removed a chunk,
 * must ask the remote what it serves now, not take that kept copy again.
 */
function currentEntry(entry: string): string {
  const url = new URL(entry, window.location.href);
  if (!url.searchParams.has(VERSION_PARAM)) return entry;
  url.searchParams.delete(VERSION_PARAM);
  return url.toString();
}

async function register(remote: string): Promise<{ timeoutMs: number; entry: string }> {
  const config = await loadRuntimeConfig();
  const descriptor = config.remotes.find((r) => r.name === remote);
  if (!descriptor) throw new RemoteLoadError(remote, 'missing');
  setRemoteTimeout(remote, descriptor.timeoutMs);
  const force = takeRemoteFailure(remote);
  if (!registered.has(remote) || force) {
    // force: drop the runtime's cached manifest, entry and module of a failed attempt,
    // so that Retry really goes back to the network.
    const again = registered.has(remote);
    if (again) forgetLoadedChunks(remote);
    const entry = again ? currentEntry(descriptor.entry) : descriptor.entry;
    registerRemotes([{ name: remote, entry }], { force: again });
    registered.add(remote);
  }
  return { timeoutMs: descriptor.timeoutMs, entry: descriptor.entry };
}

async function load<T>(remote: string, id: string): Promise<T> {
  const started = now();
  // The time-out covers every step (DESIGN.md §2): the runtime config, the manifest,
  // the entry script and the exposed module's chunks. The remote's own time-out is known
  // only once the config is; until then the platform default applies.
  const { timeoutMs, entry } = await withTimeout(
    register(remote),
    DEFAULT_REMOTE_TIMEOUT_MS,
    () => new RemoteLoadError(remote, 'timeout'),
  );
  const remaining = timeoutMs - (now() - started);
  let result: T | null;
  try {
    result = await withTimeout(
      loadRemote<T>(id),
      remaining,
      () => new RemoteLoadError(remote, 'timeout'),
    );
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    const incompatibility = await platformIncompatibility(entry);
    if (incompatibility)
      throw new RemoteLoadError(remote, 'incompatible', { cause: error, incompatibility });
    throw new RemoteLoadError(remote, 'failed', { cause: error });
  }
  if (result === null || result === undefined) throw new RemoteLoadError(remote, 'failed');
  return result;
}

/**
 * Load an exposed module of a remote through the federation runtime, once: later calls
 * share the result. A failure is not cached; `force` (Retry) also re-registers the remote.
 * @example const { routes } = await loadRemoteModule<RemoteRoutesModule>('feedback', './routes');
 */
export function loadRemoteModule<T>(
  remote: string,
  expose: string,
  options: { force?: boolean } = {},
): Promise<T> {
  const id = idOf(remote, expose);
  if (options.force) {
    modules.delete(id);
    markRemoteFailed(remote);
  }
  const cached = modules.get(id);
  if (cached) return cached as Promise<T>;
  const attempt = load<T>(remote, id);
  modules.set(id, attempt);
  attempt.catch(() => {
    if (modules.get(id) === attempt) modules.delete(id);
    markRemoteFailed(remote);
  });
  return attempt;
}

/**
 * What the runtime's preloadRemote is asked for when no expose is named: an expose no
 * remote has. It preloads the chunks of the named exposes only, so this fetches the
 * remote's manifest and entry alone (all exposes would be every page's code of a remote).
 */
const ENTRY_ONLY = './__entry_only__';

/**
 * Fetch a remote's code ahead of a visit the user is about to make (a menu item hovered,
 * focused or touched; the phone drawer opened), through the federation runtime's
 * `preloadRemote`: the manifest and the entry and, with `expose`, that module's own
 * synchronous chunks (as `<link rel="preload">`: fetched, not run). The later load then
 * finds them in the runtime and the HTTP cache instead of a chain of round trips.
 *
 * Never blocks and never rejects: a preload is a guess. Its failure is met again, and
 * shown in the remote's area, by the real load, which starts afresh: the runtime forgets
 * an entry script that failed, and a manifest that failed went through the loader
 * policy's errorLoadRemote hook, which marks the remote for re-registering
 * (remote-timeouts.ts). Nothing is preloaded for what is loaded or loading already.
 */
export async function preloadRemoteModule(remote: string, expose?: string): Promise<void> {
  const key = expose ? idOf(remote, expose) : `${remote}/`;
  const started = [...modules.keys()].filter((id) => id.startsWith(`${remote}/`));
  if (preloads.has(key) || (expose ? started.includes(key) : started.length)) return;
  preloads.add(key);
  try {
    await register(remote);
    await preloadRemote([
      { nameOrAlias: remote, exposes: [expose ?? ENTRY_ONLY], resourceCategory: 'sync' },
    ]);
  } catch (error) {
    // A later hover may try again; the real load does in any case.
    preloads.delete(key);
    console.info(`[shell] preloading "${remote}" failed; it loads when opened`, error);
  }
}

/** Only for tests. */
export function resetRemoteLoader(): void {
  registered.clear();
  modules.clear();
  preloads.clear();
}
