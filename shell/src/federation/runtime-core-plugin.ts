import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/** Where a remote built with `externalRuntime` reads the runtime's core (a global). */
const GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The host's federation runtime core, given to every remote (README: "One federation
 * runtime"): a remote's production build does not carry its own copy
 * (shared/build/federation.cjs, `externalRuntime`) and reads it from this global when its
 * entry runs, always after the host's runtime has started.
 * Not the plugin `provideExternalRuntime` adds: it imports the core through another
 * package's CommonJS files, a second copy of it in main.js (9.4 KB br on the login page);
 * this import is the very module the host's own runtime runs on.
 */
export default function runtimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pest-portal-runtime-core',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[GLOBAL] = runtimeCore;
      return args;
    },
  };
}
