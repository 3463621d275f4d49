import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type BeforeLoadShareArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['beforeLoadShare']>
>[0];

/** Loads already watched: one handler each, however often the module is asked for. */
const watched = new WeakSet<Promise<unknown>>();

/**
 * A shared module whose download failed is downloaded again when it is next asked for.
 * The federation runtime keeps each shared module's load (`loading`) in the share scope and
 * hands every later consumer the same promise, rejected for good once a download failed:
 * a date field whose picker could not be downloaded on a bad connection said so on every
 * later reach, without a new request, until the page was reloaded. Asked for again, a
 * module's failed load is forgotten before the runtime looks at it (this hook's handler
 * runs before the runtime's next step), and the runtime asks the shell's copy again;
 * webpack retries a chunk that failed. A load that is under way or has succeeded is kept.
 */
export function forgetFailedLoads(args: BeforeLoadShareArgs): BeforeLoadShareArgs {
  for (const scope of Object.values(args.origin.shareScopeMap))
    for (const shared of Object.values(scope[args.pkgName] ?? {})) {
      const loading = shared.loading;
      if (!loading || shared.loaded || watched.has(loading)) continue;
      watched.add(loading);
      loading.catch(() => {
        if (shared.loading === loading) shared.loading = null;
      });
    }
  return args;
}
