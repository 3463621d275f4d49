import { useEffect, useState } from 'react';
import { setInAppNavigate } from '@pest-portal/shared';
import { AntHost } from './providers/ant-host';
import { AppProviders } from './providers/app-providers';
import {
  createShellRouter,
  ShellRouterProvider,
  type ShellRouter,
} from './router/create-shell-router';
import { appRoutes } from './router/routes';

/** In-app navigation (redirectTo) through the shell's router, replacing the entry. */
function navigateIn(shell: ShellRouter) {
  return (href: string) => shell.router.navigate(href, { replace: true });
}

/** The shell: providers around the router. */
export function App() {
  const [shell] = useState(() => {
    const created = createShellRouter(appRoutes());
    // At once, not only in the effect below: a section page's loaders send its requests
    // before the first render has committed (routes-before-render.ts), and a session that
    // ends under one of them goes through the router too.
    setInAppNavigate(navigateIn(created));
    return created;
  });
  // A session that ends under a request (spec §8) goes to the login page through the
  // router, as a logout does, rather than by reloading the whole portal.
  useEffect(() => setInAppNavigate(navigateIn(shell)), [shell]);
  return (
    <AppProviders>
      <AntHost>
        <ShellRouterProvider shell={shell} />
      </AntHost>
    </AppProviders>
  );
}
