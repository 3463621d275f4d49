import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setInAppNavigate } from '@pest-portal/shared';
import { AppProviders } from './providers/app-providers';
import { appRoutes } from './router/routes';

/** The shell: providers around the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  // A session that ends under a request (spec §8) goes to the login page through the
  // router, as a logout does, rather than by reloading the whole portal.
  useEffect(() => setInAppNavigate((href) => router.navigate(href, { replace: true })), [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
