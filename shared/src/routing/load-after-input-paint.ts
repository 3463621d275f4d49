import type {
  DataStrategyFunction,
  DataStrategyMatch,
  DataStrategyResult,
  RouteObject,
} from '@pest-portal/shared/router';
import { afterNextPaint, duringInput } from '../api/after-input-paint';

// A link's navigation runs inside the tap's handler: react-router starts the page's route
// `lazy` (its chunk: webpack appends a script) and its `loader` (every request of the page:
// the queries, their cache entries, the encryption) before returning. On the bench's phone
// that was 59 + 6 ms of the 65 ms the tap that opened a visit spent in its handler, and up
// to 74 ms for the chunk alone, all before the browser could show the tap (INP). Both now
// start after the tap has painted; outside a person's input (a page load, a redirect, back
// and forward) they start at once, as react-router's defaults do.

/** What react-router's own strategy does: every route that should load, at once. */
async function loadAll(matches: DataStrategyMatch[]): Promise<Record<string, DataStrategyResult>> {
  const loading = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(
    loading.map(async (match) => [match.route.id, await match.resolve()] as const),
  );
  return Object.fromEntries(results);
}

/**
 * The routers' `dataStrategy` (the shell's, and a remote's own when it runs alone): route
 * loaders run after the tap that started the navigation has painted.
 */
export const loadAfterInputPaint: DataStrategyFunction = async ({ runClientMiddleware }) => {
  if (duringInput()) await afterNextPaint();
  return runClientMiddleware(({ matches }) => loadAll(matches));
};

/**
 * A route tree whose lazy routes' chunks (`lazy` functions) are asked for after the tap
 * that navigated has painted: the shell's routes, a remote's as the shell joins them, and
 * a remote's when it runs alone. What the routes are and do is unchanged. A router needs
 * both this and `loadAfterInputPaint`: react-router starts a route's `lazy` before its
 * data strategy runs, so the strategy alone cannot hold it back.
 */
export function lazyAfterInputPaint(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' && {
        lazy: () => (duringInput() ? afterNextPaint().then(lazy) : lazy()),
      }),
      ...(children && { children: lazyAfterInputPaint(children) }),
    } as RouteObject;
  });
}
