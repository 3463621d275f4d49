import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTE_TIMEOUT_MS } from '@pest-portal/shared';
import { platformIncompatibility } from './platform-compatibility';
import { RemoteLoadError } from './remote-load-error';
import { loadRuntimeConfig } from './runtime-config';
import { markRemoteFailed, setRemoteTimeout, takeRemoteFailure } from './remote-timeouts';
import { withTimeout } from './with-timeout';

export { RemoteLoadError, type RemoteFailure } from './remote-load-error';

const registered = new Set<string>();
const modules = new Map<string, Promise<unknown>>();

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

async function register(remote: string): Promise<{ timeoutMs: number; entry: string }> {
  const config = await loadRuntimeConfig();
  const descriptor = config.remotes.find((r) => r.name === remote);
  if (!descriptor) throw new RemoteLoadError(remote, 'missing');
  setRemoteTimeout(remote, descriptor.timeoutMs);
  const force = takeRemoteFailure(remote);
  if (!registered.has(remote) || force) {
    // force: drop the runtime's cached manifest, entry and module of a failed attempt,
    // so that Retry really goes back to the network.
    if (registered.has(remote)) forgetLoadedChunks(remote);
    registerRemotes([{ name: remote, entry: descriptor.entry }], { force: registered.has(remote) });
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
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
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

/** Only for tests. */
export function resetRemoteLoader(): void {
  registered.clear();
  modules.clear();
}
