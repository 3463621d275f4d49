import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PERFORMANCE_MARKS } from '@pest-portal/shared';
import { usePageTitle } from './use-page-title';

/** The top of the route tree: what every page shares, inside the router. */
export function RootFrame() {
  usePageTitle();
  // The app has replaced index.html's first frame: the page can be used from here on.
  // (StrictMode runs this twice in development; readers take the first mark.)
  useEffect(() => {
    performance.mark(PERFORMANCE_MARKS.appReady);
  }, []);
  return <Outlet />;
}
