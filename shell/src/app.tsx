import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { appRoutes } from './router/routes';

/** The shell: providers around the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
