import {
  registerGlobalPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { forgetFailedLoads } from './retry-failed-share';

/** The platform package's share keys: the core and the antd kit's groups (federation.cjs). */
const PLATFORM = '@pest-portal/shared';
/** The shell's container name (webpack.config.cjs `name`): the host of every page. */
export const HOST = 'shell';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

function isPlatformKey(key: string): boolean {
  return key === PLATFORM || key.startsWith(`${PLATFORM}/`);
}

/**
 * Every part of the platform package comes from the shell's copy on the shell's page.
 * The runtime picks a singleton that no one has loaded yet by its highest registered
 * version, so a remote built against a newer core would hand every section its own copy
 * of an antd kit group the page had not used yet, beside the shell's copy of the others:
 * two antd theme contexts on one page. And a remote refused for its core (built against
 * 2.x) registered its 2.x kit before the refusal, so the next section asked for a group
 * was given the 2.x copy and refused in turn. The shell's own version is the answer for
 * every consumer; one that needs a range it does not satisfy is refused, as the runtime
 * refuses a strict singleton. Off the shell's page (a remote alone) nothing changes.
 */
export function platformShare(args: ResolveShareArgs): ResolveShareArgs {
  if (!isPlatformKey(args.pkgName)) return args;
  const versions = args.shareScopeMap[args.scope]?.[args.pkgName] ?? {};
  const host = Object.values(versions).find((shared) => shared.from === HOST);
  if (!host) return args;
  const { requiredVersion, strictVersion } = args.shareInfo.shareConfig ?? {};
  return {
    ...args,
    resolver: () => {
      if (typeof requiredVersion === 'string' && !satisfy(host.version, requiredVersion)) {
        const message = `Version ${host.version} from ${HOST} of shared singleton module ${args.pkgName} does not satisfy the requirement of ${args.shareInfo.from} which needs ${requiredVersion}`;
        if (strictVersion) throw new Error(message);
        console.warn(`[federation] ${message}`);
      }
      return { shared: host, useTreesShaking: false };
    },
  };
}

const plugin: ModuleFederationRuntimePlugin = {
  name: 'pest-portal-platform-share',
  resolveShare: platformShare,
  // Global for the same reason: a remote's consumes go through its own instance.
  beforeLoadShare: forgetFailedLoads,
};

/**
 * Wired into the shell's runtime at build time (webpack.config.cjs runtimePlugins), and
 * registered globally from there: each remote's container makes a federation instance of
 * its own, after the shell's, and resolves its consumes through that instance's hooks.
 */
export default function platformSharePlugin(): ModuleFederationRuntimePlugin {
  registerGlobalPlugins([plugin]);
  return plugin;
}
