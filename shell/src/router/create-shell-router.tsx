import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from '@pest-portal/shared/router';
import { lazyAfterInputPaint, loadAfterInputPaint } from '@pest-portal/shared';
import { remoteRouteJoiner, type RemoteRouteJoiner } from '../federation/join-remote-routes';
import { RemoteJoinerContext } from '../federation/remote-joiner-context';

export interface ShellRouter {
  router: DataRouter;
  joiner: RemoteRouteJoiner;
}

/**
 * The shell's data router over `routes`, with the remotes' routes joined in as they are
 * visited. In the browser a browser router; in tests a memory router at `initialUrl`.
 */
export function createShellRouter(routes: RouteObject[], initialUrl?: string): ShellRouter {
  const joiner = remoteRouteJoiner();
  const options = {
    patchRoutesOnNavigation: joiner.patchRoutesOnNavigation,
    dataStrategy: loadAfterInputPaint,
  };
  // The shell's own lazy routes (layouts, remote areas) too: a menu tap into a section
  // not yet visited paints before their chunks are asked for, as a remote's pages do.
  const paintFirst = lazyAfterInputPaint(routes);
  const router =
    initialUrl === undefined
      ? createBrowserRouter(paintFirst, options)
      : createMemoryRouter(paintFirst, { ...options, initialEntries: [initialUrl] });
  joiner.attach(router);
  return { router, joiner };
}

/** The router on the page, with the joiner its remote areas retry through. */
export function ShellRouterProvider({ shell }: { shell: ShellRouter }): ReactNode {
  return (
    <RemoteJoinerContext.Provider value={shell.joiner}>
      <RouterProvider router={shell.router} />
    </RemoteJoinerContext.Provider>
  );
}
