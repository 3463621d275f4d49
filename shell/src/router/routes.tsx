import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@pest-portal/shared';
import { RemoteArea } from '../federation/remote-area';
import { HomeCheckPage } from '../guard/home-check-page';
import { RequireToken } from '../guard/require-token';
import { AuthenticatedLayout } from '../layout/authenticated-layout';
import { LoginPage } from '../login/login-page';
import { MobileLoginPage } from '../login/mobile-login-page';
import { NotFoundPage } from './not-found-page';
import { remoteMounts } from './remote-mounts';
import { RootFrame } from './root-frame';

/**
 * The shell's route tree (spec §2). Public: /login, /mlogin, and /homeCheck (it brings its
 * own token). Everything else is behind the token guard, inside the layout: '/' goes to
 * /home, every top-level path of a remote section is mounted at `path/*` and rendered by
 * that remote's ./routes, anything else is a not-found page inside the layout.
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
              element: <AuthenticatedLayout />,
              children: [
                { path: paths.root.path, element: <Navigate to={paths.home.path} replace /> },
                ...remoteMounts().map(({ section, top }) => ({
                  path: `${top}/*`,
                  element: <RemoteArea key={top} section={section} top={top} />,
                })),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
