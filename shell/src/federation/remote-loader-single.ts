import { RemoteLoadError } from './remote-load-error';

export { RemoteLoadError, type RemoteFailure } from './remote-load-error';

/**
 * The single-bundle build's stand-in for remote-loader.ts (shell/webpack.single.cjs swaps
 * it in): every remote's exposed modules compiled into the shell as lazy chunks of its
 * own, the same code without the federation runtime, manifests or remote entries. The
 * yardstick the benchmark holds the federated portal against (issue 7 §4).
 */
const EXPOSED: Record<string, Record<string, () => Promise<unknown>>> = {
  service: { './routes': () => import('../../../mfe-service/src/routes') },
  dashboard: { './routes': () => import('../../../mfe-dashboard/src/routes') },
  qualification: { './routes': () => import('../../../mfe-qualification/src/routes') },
  feedback: { './routes': () => import('../../../mfe-feedback/src/routes') },
  scanner: {
    './routes': () => import('../../../mfe-scanner/src/routes'),
    // The phone header's 扫一扫 (scan-button.tsx): the same module the scanner exposes.
    './ScanDialog': () => import('../../../mfe-scanner/src/scan-dialog-entry'),
  },
};

const modules = new Map<string, Promise<unknown>>();

/** As remote-loader.ts's: once per module, a failure not cached, `force` loads again. */
export function loadRemoteModule<T>(
  remote: string,
  expose: string,
  options: { force?: boolean } = {},
): Promise<T> {
  const id = `${remote}/${expose}`;
  if (options.force) modules.delete(id);
  const cached = modules.get(id);
  if (cached) return cached as Promise<T>;
  const load = EXPOSED[remote]?.[expose];
  if (!load) return Promise.reject(new RemoteLoadError(remote, 'missing'));
  const attempt = load().catch((error: unknown) => {
    modules.delete(id);
    throw new RemoteLoadError(remote, 'failed', { cause: error });
  });
  modules.set(id, attempt);
  return attempt as Promise<T>;
}

/**
 * As remote-loader.ts's: code fetched ahead of a visit. Here the exposed module's chunk is
 * loaded (it is the shell's own lazy chunk; there is no entry to fetch without it), so the
 * benchmark compares both builds with their preloading. Never rejects.
 */
export async function preloadRemoteModule(remote: string, expose?: string): Promise<void> {
  if (!expose) return;
  await loadRemoteModule(remote, expose).catch(() => undefined);
}

/** Which exposed modules of each remote the single bundle compiles in (for its test). */
export function singleBundleExposes(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(EXPOSED).map(([name, m]) => [name, Object.keys(m)]));
}
