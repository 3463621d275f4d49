import {
  matchRoutes,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from '@pest-portal/shared/router';
import { lazyAfterInputPaint, type RemoteRoutesModule } from '@pest-portal/shared';
import { earlyLoaders } from '../router/early-loaders';
import { afterFirstCommit, hasFirstCommit } from '../router/first-commit';
import { joinUnder } from '../router/join-under';
import { remoteMounts, type RemoteSection } from '../router/remote-mounts';
import { loadRemoteModule } from './remote-loader';
import { setRemoteRoutesStatus } from './remote-routes-status';

const MOUNT_PREFIX = 'remote:';

/** The id of the shell's route at a remote's top-level path: patches go under it. */
export function mountRouteId(section: RemoteSection, top: string): string {
  return `${MOUNT_PREFIX}${section}:${top}`;
}

function sectionOfMount(routeId: string): RemoteSection | null {
  if (!routeId.startsWith(MOUNT_PREFIX)) return null;
  const section = routeId.slice(MOUNT_PREFIX.length).split(':')[0];
  return remoteMounts().find((m) => m.section === section)?.section ?? null;
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { routes?: unknown }).routes)
  );
}

/**
 * Joins each remote's route tree into the shell's data router (react-router 7
 * `patchRoutesOnNavigation`), so the remote's route `loader`s run on navigation and a
 * page's data requests start beside its code (issue 7 §2) instead of after it.
 *
 * The navigation does not wait for a remote: a remote that is slow or down must not freeze
 * the portal on the page before. It goes ahead at once onto the mount's placeholder (the
 * remote's loading state, or its error with Retry); once the remote's routes arrive they are
 * patched under every top-level path of that remote, and the current location is entered
 * again (a revalidation) so their loaders and lazy pages start together.
 */
export function remoteRouteJoiner() {
  let router: DataRouter | null = null;
  /** Each joined remote's route tree, as it sent it (absolute paths). */
  const joined = new Map<RemoteSection, RouteObject[]>();
  /** Remotes whose routes are on their way: a second navigation does not load them twice. */
  const started = new Set<RemoteSection>();
  const loaders = earlyLoaders();

  function join(section: RemoteSection, routes: RouteObject[]): void {
    if (!router || joined.has(section)) return;
    joined.set(section, routes);
    for (const { top } of remoteMounts().filter((m) => m.section === section))
      router.patchRoutes(
        mountRouteId(section, top),
        loaders.wrap(lazyAfterInputPaint(joinUnder(routes, top))),
      );
  }

  /** Whether the user is (or is going) somewhere under one of the remote's top-level paths. */
  function stillOn(section: RemoteSection): boolean {
    if (!router) return false;
    const at = router.state.navigation.location ?? router.state.location;
    return remoteMounts().some(
      (m) =>
        m.section === section && (at.pathname === m.top || at.pathname.startsWith(`${m.top}/`)),
    );
  }

  /** Load the remote's routes (again, with force, after a failure), join them, re-enter the page. */
  function load(section: RemoteSection, force = false): void {
    started.add(section);
    setRemoteRoutesStatus(section, 'loading');
    loadRemoteModule<unknown>(section, './routes', { force }).then(
      (module) => {
        if (!isRoutesModule(module)) {
          console.error(`[shell] ${section}/routes does not have the expected shape`);
          started.delete(section);
          setRemoteRoutesStatus(section, 'error', new Error(`${section}/routes has no route tree`));
          return;
        }
        join(section, module.routes);
        setRemoteRoutesStatus(section, 'ready');
        // Re-enter the page by revalidating, not by navigating to the same URL: with a
        // fragment in it (WeChat's authorisation returns with #wechat_redirect) the router
        // takes that for a hash-only change, skips loading the patched lazy routes and
        // renders an empty page. A revalidation matches the routes again and loads them.
        // Not before the app's first render has committed: on a cold start the routes
        // arrive while React still renders the layout and the section's skeleton in a
        // transition, and the revalidation's updates made it start over until the page's
        // data was drawn (the throttled phone painted nothing until 9.5 s, not 6.6 s).
        // The page's loaders, which start its requests, need not wait for that render:
        // they run now, and the revalidation takes their outcome (early-loaders.ts).
        if (router && !hasFirstCommit() && stillOn(section)) loaders.start(router);
        afterFirstCommit(() => {
          if (router && stillOn(section)) void router.revalidate();
        });
      },
      (error: unknown) => {
        console.warn(`[shell] remote "${section}" could not be loaded`, error);
        // The next visit tries again, as Retry does (the loader re-registers a failed remote).
        started.delete(section);
        setRemoteRoutesStatus(section, 'error', error);
      },
    );
  }

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ matches }) => {
    const section = matches.map((m) => sectionOfMount(m.route.id ?? '')).find((s) => s !== null);
    if (!section || joined.has(section) || started.has(section)) return;
    load(section);
  };

  return {
    patchRoutesOnNavigation,
    /** The router the joiner patches; set once it is created. */
    attach(created: DataRouter): void {
      router = created;
    },
    /**
     * Whether a joined remote has a page at `pathname`. Between the join and the router's
     * re-entry (after the first render, then the page's lazy code: on a cold phone ~1 s)
     * the mount's placeholder still stands at such a path, and must say "loading", not
     * "page not found".
     */
    hasPage(section: RemoteSection, pathname: string): boolean {
      const routes = joined.get(section);
      return routes !== undefined && matchRoutes(routes, pathname) !== null;
    },
    /** Retry of a remote's error area: back to the network, the remote re-registered. */
    retry(section: RemoteSection): void {
      load(section, true);
    },
  };
}

export type RemoteRouteJoiner = ReturnType<typeof remoteRouteJoiner>;
