import { Navigate, Outlet, useLocation } from '@pest-portal/shared/router';
import { isMobile, loginHref, useSessionStore } from '@pest-portal/shared';

/**
 * spec §2: every route but the two login pages needs a stored token; without one the user
 * goes to the login page of the device type, the intended path and query kept in Rurl.
 */
export function RequireToken() {
  const token = useSessionStore((s) => s.token);
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={loginHref(isMobile(), pathname + search)} replace />;
  return <Outlet />;
}
