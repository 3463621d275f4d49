import {
  matchRoutes,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@pest-portal/shared/router';
import { hasToken } from '@pest-portal/shared';

type Loader = (args: LoaderFunctionArgs) => unknown;

/** Where a request goes, as the router's own loader calls name it (without the hash). */
function placeOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

interface Early {
  place: string;
  outcome: { value: unknown } | { error: unknown };
}

/**
 * A remote's route loaders, run before the router runs them (issue 13).
 *
 * On a cold start a remote's routes usually arrive while React still draws the shell's
 * first frame, and the shell re-enters the page only after that first render has
 * committed (join-remote-routes.ts says why). Its loaders, which start the page's
 * requests, then waited for the whole layout, antd included: on the bench's phone the
 * home page's requests left at 5.7 s though its routes were there at 3.4 s.
 *
 * `wrap` makes each loader of a joined tree remember an early run; `start` runs the
 * loaders of the routes matching the page now, as the router would; when the router then
 * runs one for the same URL, it gets that run's outcome instead of a second run, so each
 * request goes out once (a page that asks again on each visit would otherwise ask twice).
 * Any later run, another URL or a second visit, runs the loader as before. Without a
 * session none runs.
 */
export function earlyLoaders() {
  const early = new WeakMap<Loader, Early>();
  const inner = new WeakMap<Loader, Loader>();

  function wrapLoader(loader: Loader): Loader {
    const wrapped: Loader = (args) => {
      // Every remote page is behind the token guard: without a session (it ended, and Back
      // returned to a page of a section already visited) RequireToken sends the visitor to
      // the login page, and the page's requests would only go out unauthenticated.
      if (!hasToken()) return null;
      const run = early.get(wrapped);
      early.delete(wrapped);
      if (!run || run.place !== placeOf(args.request.url)) return loader(args);
      if ('error' in run.outcome) throw run.outcome.error;
      return run.outcome.value;
    };
    inner.set(wrapped, loader);
    return wrapped;
  }

  function wrap(routes: readonly RouteObject[]): RouteObject[] {
    return routes.map((route) => {
      const { loader, children } = route;
      return {
        ...route,
        ...(typeof loader === 'function' && { loader: wrapLoader(loader as Loader) }),
        ...(children && { children: wrap(children) }),
      } as RouteObject;
    });
  }

  /** Runs the wrapped loaders of the routes matching the router's current location. */
  function start(router: DataRouter): void {
    if (!hasToken()) return; // as the wrapped loaders (above)
    const { location } = router.state;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    const place = placeOf(url.href);
    const matches = matchRoutes(router.routes, location) ?? [];
    matches.forEach((match, index) => {
      const wrapped = match.route.loader as Loader | undefined;
      const loader = wrapped && inner.get(wrapped);
      if (!wrapped || !loader) return;
      const request = new Request(url);
      let outcome: Early['outcome'];
      try {
        // As react-router calls a loader; the route pattern as its getRoutePattern spells it.
        const path = matches
          .slice(0, index + 1)
          .map((m) => m.route.path)
          .filter(Boolean);
        const pattern = path.join('/').replace(/\/\/+/g, '/') || '/';
        const args = { request, url, params: match.params, pattern, context: undefined };
        outcome = { value: loader(args) };
      } catch (error) {
        outcome = { error };
      }
      early.set(wrapped, { place, outcome });
    });
  }

  return { wrap, start };
}
