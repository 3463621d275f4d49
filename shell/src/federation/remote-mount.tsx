import { useEffect, useState } from 'react';
import { Outlet, useLocation, useRevalidator, useRouteError } from '@pest-portal/shared/router';
import { useT } from '@pest-portal/shared';
import { NotFoundPage } from '../router/not-found-page';
import { titleOfTop, type RemoteSection } from '../router/remote-mounts';
import { RemoteError } from './remote-error';
import { RemoteFailure } from './remote-failure';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { useRemoteJoiner } from './remote-joiner-context';
import { remoteRoutesError, useRemoteRoutesStatus } from './remote-routes-status';

interface MountProps {
  section: RemoteSection;
  top: string;
}

/**
 * The element of the shell's route at one of a remote's top-level paths: the remote's
 * pages render in its Outlet, inside an error boundary of their own, so a remote that
 * throws while rendering takes down only its own area (DESIGN.md §2).
 */
export function RemoteMount({ top }: MountProps) {
  const t = useT();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const revalidator = useRevalidator();
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      fallback={() => (
        <RemoteError
          name={t(titleOfTop(top))}
          onRetry={() => {
            setAttempt((n) => n + 1);
            void revalidator.revalidate();
          }}
        />
      )}
    >
      <Outlet />
    </RemoteErrorBoundary>
  );
}

/**
 * What the mount shows until the remote's page is entered: its loading state while the
 * remote's routes download and, once joined, until the router has entered the page they
 * have at this path (a cold start drew "page not found" here for ~1 s before the home);
 * the remote's error with a Retry that goes back to the network; and for a path under it
 * that the remote does not know, the not-found page, inside the layout.
 */
export function RemotePending({ section, top }: MountProps) {
  const t = useT();
  const status = useRemoteRoutesStatus(section);
  const joiner = useRemoteJoiner();
  const { pathname } = useLocation();
  if (status === 'loading' || (status === 'ready' && joiner.hasPage(section, pathname)))
    return <RemoteLoading />;
  if (status === 'error')
    return (
      <RemoteFailure
        remote={section}
        name={t(titleOfTop(top))}
        error={remoteRoutesError(section)}
        retry={() => joiner.retry(section)}
      />
    );
  return <NotFoundPage />;
}

/**
 * A route error under a remote's mount (a page chunk that failed to download, a loader
 * that threw): the remote's error in its own area, with a Retry that runs the route again.
 */
export function RemoteRouteError({ section, top }: MountProps) {
  const t = useT();
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => console.error('[shell] a remote route failed', error), [error]);
  return (
    <RemoteFailure
      remote={section}
      name={t(titleOfTop(top))}
      error={error}
      retry={() => void revalidator.revalidate()}
    />
  );
}
