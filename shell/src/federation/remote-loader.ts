import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTE_TIMEOUT_MS } from '@pest-portal/shared';
import { loadRuntimeConfig } from './runtime-config';
import { markRemoteFailed, setRemoteTimeout, takeRemoteFailure } from './remote-timeouts';
import { withTimeout } from './with-timeout';

export type RemoteFailure = 'missing' | 'timeout' | 'failed';

/** A remote that could not be loaded: not configured, too slow, or broken. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly reason: RemoteFailure,
    options?: { cause?: unknown },
  ) {
    super(
      `Remote "${remote}" ${reason === 'missing' ? 'is not configured' : reason === 'timeout' ? 'timed out' : 'failed to load'}`,
      options,
    );
  }
}

const registered = new Set<string>();
const modules = new Map<string, Promise<unknown>>();

function now(): number {
  return Date.now();
}

async function register(remote: string): Promise<number> {
  const config = await loadRuntimeConfig();
  const descriptor = config.remotes.find((r) => r.name === remote);
  if (!descriptor) throw new RemoteLoadError(remote, 'missing');
  setRemoteTimeout(remote, descriptor.timeoutMs);
  const force = takeRemoteFailure(remote);
  if (!registered.has(remote) || force) {
    // force: drop the runtime's cached manifest, entry and module of a failed attempt,
    // so that Retry really goes back to the network.
    registerRemotes([{ name: remote, entry: descriptor.entry }], { force: registered.has(remote) });
    registered.add(remote);
  }
  return descriptor.timeoutMs;
}

async function load<T>(remote: string, id: string): Promise<T> {
  const started = now();
  // The time-out covers every step (DESIGN.md §2): the runtime config, the manifest,
  // the entry script and the exposed module's chunks. The remote's own time-out is known
  // only once the config is; until then the platform default applies.
  const timeoutMs = await withTimeout(
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
