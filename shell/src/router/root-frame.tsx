import { Outlet } from 'react-router-dom';
import { usePageTitle } from './use-page-title';

/** The top of the route tree: what every page shares, inside the router. */
export function RootFrame() {
  usePageTitle();
  return <Outlet />;
}
