import { useEffect, useState } from 'react';
import { setInAppNavigate } from '@pest-portal/shared';
import { AntHost } from './providers/ant-host';
import { AppProviders } from './providers/app-providers';
import { createShellRouter, ShellRouterProvider } from './router/create-shell-router';
import { appRoutes } from './router/routes';

/** The shell: providers around the router. */
export function App() {
  const [shell] = useState(() => createShellRouter(appRoutes()));
  // A session that ends under a request (spec §8) goes to the login page through the
  // router, as a logout does, rather than by reloading the whole portal.
  useEffect(
    () => setInAppNavigate((href) => shell.router.navigate(href, { replace: true })),
    [shell],
  );
  return (
    <AppProviders>
      <AntHost>
        <ShellRouterProvider shell={shell} />
      </AntHost>
    </AppProviders>
  );
}
