import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useT, type RemoteRoutesModule } from '@pest-portal/shared';
import { mountUnder } from '../router/mount-under';
import { NotFoundPage } from '../router/not-found-page';
import { titleOfTop, type RemoteSection } from '../router/remote-mounts';
import { RemoteFailure } from './remote-failure';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { useRemoteModule } from './use-remote-module';

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { routes?: unknown }).routes)
  );
}

function RemoteRoutes({ routes, top }: { routes: RouteObject[]; top: string }) {
  const mounted = useMemo(() => mountUnder(routes, top), [routes, top]);
  // A path under `top` that the remote does not know is a not-found page in the layout.
  return useRoutes(mounted) ?? <NotFoundPage />;
}

/**
 * The area one remote renders under `top/*`: its own loading state, its own error with a
 * Retry, its own error boundary. Nothing here can take down the layout around it.
 */
export function RemoteArea({ section, top }: { section: RemoteSection; top: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const { state, retry, attempt } = useRemoteModule(section, './routes', isRoutesModule);
  const name = t(titleOfTop(top));

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'error')
    return <RemoteFailure remote={section} name={name} error={state.error} retry={retry} />;
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      fallback={(error) => (
        <RemoteFailure remote={section} name={name} error={error} retry={retry} />
      )}
    >
      <RemoteRoutes routes={state.module.routes} top={top} />
    </RemoteErrorBoundary>
  );
}
