import type { RouteObject } from 'react-router-dom';
import { paths } from '@pest-portal/shared';
import { HomeCheckPage } from '../guard/home-check-page';
import { RequireToken } from '../guard/require-token';
import { LoginPage } from '../login/login-page';
import { MobileLoginPage } from '../login/mobile-login-page';
import { remoteMounts } from './remote-mounts';
import { RoleHomeRedirect } from './role-home-redirect';
import { RootFrame } from './root-frame';

/**
 * The shell's route tree (spec §2). Public: /login, /mlogin, and /homeCheck (it brings its
 * own token). Everything else is behind the token guard, inside the layout: '/' goes to
 * the account's home, every top-level path of a remote section is mounted at `path/*` and rendered by
 * that remote's ./routes, anything else is a not-found page inside the layout.
 *
 * The layouts, the remote areas and the not-found page are lazy routes: the login page
 * (the first thing a new visitor loads, on a phone network) then downloads only what it
 * shows, not the antd components of the header, menus, drawer and dialogs.
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
                const { AuthenticatedLayout } = await import('../layout/authenticated-layout');
                return { element: <AuthenticatedLayout /> };
              },
              children: [
                { path: paths.root.path, element: <RoleHomeRedirect /> },
                ...remoteMounts().map(({ section, top }) => ({
                  path: `${top}/*`,
                  lazy: async () => {
                    const { RemoteArea } = await import('../federation/remote-area');
                    return { element: <RemoteArea key={top} section={section} top={top} /> };
                  },
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
