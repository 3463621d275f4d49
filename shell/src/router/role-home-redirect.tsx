import { Navigate } from '@pest-portal/shared/router';
import { useSessionStore } from '@pest-portal/shared';
import { homePathFor } from './landing';

/** '/' opens the account's own home: /home, or /groupHome for a headquarters account. */
export function RoleHomeRedirect() {
  const isHq = useSessionStore((s) => s.isHq);
  return <Navigate to={homePathFor(isHq)} replace />;
}
