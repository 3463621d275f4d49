import { StrictMode, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  type RouteObject,
} from '@pest-portal/shared/router';
import { queryClient } from '@pest-portal/shared/query';
import { lazyAfterInputPaint, loadAfterInputPaint } from '../routing/load-after-input-paint';
import { hasToken } from '../stores/session-store';
import { StandaloneLogin } from './standalone-login';

/**
 * Mount a remote's route tree on its own page, for the section's team (DESIGN.md §2:
 * every remote runs standalone against the API). Not used when the shell loads it, so
 * not in the core either (`@pest-portal/shared/standalone` since 5.0.0): it draws the
 * query client's provider, which the core no longer carries.
 * @example mountStandalone(routes, '/feedback');
 */
export function mountStandalone(
  routes: RouteObject[],
  home: string,
  element = document.getElementById('root'),
) {
  if (!element) throw new Error('No #root element to mount into');
  const router = createBrowserRouter(
    [...lazyAfterInputPaint(routes), { path: '*', element: <Navigate to={home} replace /> }],
    { dataStrategy: loadAfterInputPaint },
  );

  function Standalone() {
    const [signedIn, setSignedIn] = useState(hasToken());
    return signedIn ? (
      <RouterProvider router={router} />
    ) : (
      <StandaloneLogin onDone={() => setSignedIn(true)} />
    );
  }

  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Standalone />
      </QueryClientProvider>
    </StrictMode>,
  );
}
