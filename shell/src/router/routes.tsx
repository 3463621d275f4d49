import type { RouteObject } from '@pest-portal/shared/router';
import { paths } from '@pest-portal/shared';
import { HomeCheckPage } from '../guard/home-check-page';
import { RequireToken } from '../guard/require-token';
import { LoginPage } from '../login/login-page';
import { MobileLoginPage } from '../login/mobile-login-page';
import { mountRouteId } from '../federation/join-remote-routes';
import { loadAntProviders } from '../providers/ant-host';
import { remoteMounts } from './remote-mounts';
import { RoleHomeRedirect } from './role-home-redirect';
import { RootFrame } from './root-frame';

/** The remote areas' mount, in the layout's chunk "signed-in" (see the layout's route). */
const loadRemoteMount = () =>
  import(/* webpackChunkName: "signed-in" */ '../federation/remote-mount');

/**
 * The shell's route tree (spec §2). Public: /login, /mlogin, and /homeCheck (it brings its
 * own token). Everything else is behind the token guard, inside the layout: '/' goes to
 * the account's home (/home, or /groupHome for a headquarters), every top-level path of a remote section is a mount route that the remote's
 * ./routes are joined under (a data router: their loaders run), anything else is a
 * not-found page inside the layout.
 *
 * The layouts, the remote areas and the not-found page are lazy routes: the login page
 * (the first thing a new visitor loads, on a phone network) then downloads only what it
 * shows, and no antd at all (its pages are plain elements; antd comes with the layout).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      children: [
        { path: paths.login.path, element: <LoginPage /> },
        { path: paths.mlogin.path, element: <MobileLoginPage /> },
        { path: paths.homeCheck.path, element: <HomeCheckPage /> },
        {
          element: <RequireToken />,
          children: [
            {
              lazy: async () => {
                // antd's providers with the layout's code, in parallel (providers/ant-host.tsx).
                // The layout, antd's providers and the remote areas' mount share one chunk,
                // "signed-in": every page behind the login needs all three, and a chunk less
                // is a round trip less on a phone (issue 13).
                const [{ AuthenticatedLayout }] = await Promise.all([
                  import(/* webpackChunkName: "signed-in" */ '../layout/authenticated-layout'),
                  loadAntProviders(),
                ]);
                return { element: <AuthenticatedLayout /> };
              },
              children: [
                { path: paths.root.path, element: <RoleHomeRedirect /> },
                ...remoteMounts().map(({ section, top }) => ({
                  // The remote's routes are patched in under this id on the first visit
                  // (federation/join-remote-routes.ts); until then the splat child holds
                  // the remote's loading state or its error. The mount itself has no path:
                  // with one, `top` alone would match the mount as a leaf, the router would
                  // see nothing to discover, and the remote would never load. Under a
                  // pathless mount only the splat matches (a param, so react-router asks
                  // patchRoutesOnNavigation), and the patched routes, absolute, outrank it.
                  id: mountRouteId(section, top),
                  lazy: async () => {
                    const { RemoteMount, RemoteRouteError } = await loadRemoteMount();
                    return {
                      element: <RemoteMount section={section} top={top} />,
                      errorElement: <RemoteRouteError section={section} top={top} />,
                    };
                  },
                  children: [
                    {
                      path: `${top}/*`,
                      lazy: async () => {
                        const { RemotePending } = await loadRemoteMount();
                        return { element: <RemotePending section={section} top={top} /> };
                      },
                    },
                  ],
                })),
                {
                  path: '*',
                  lazy: async () => {
                    const { NotFoundPage } = await import('./not-found-page');
                    return { element: <NotFoundPage /> };
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
