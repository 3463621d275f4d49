import { useEffect } from 'react';
import { Outlet } from '@pest-portal/shared/router';
import { markFirstCommit } from './first-commit';
import { usePageTitle } from './use-page-title';

/** The top of the route tree: what every page shares, inside the router. */
export function RootFrame() {
  usePageTitle();
  // The app has replaced index.html's first frame: the page can be used from here on.
  useEffect(markFirstCommit, []);
  return <Outlet />;
}
