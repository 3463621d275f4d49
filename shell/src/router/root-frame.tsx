import { useEffect, useLayoutEffect } from 'react';
import { Outlet } from '@pest-portal/shared/router';
import { removeAppFrame } from '../document/app-frame';
import { markFirstCommit } from './first-commit';
import { usePageTitle } from './use-page-title';

/** The top of the route tree: what every page shares, inside the router. */
export function RootFrame() {
  usePageTitle();
  // Before the first paint of the first route (the layout, the login page, an error): the
  // signed-in frame's header then gives way to the layout's in the same frame.
  useLayoutEffect(removeAppFrame, []);
  // The app has replaced index.html's first frame: the page can be used from here on.
  useEffect(markFirstCommit, []);
  return <Outlet />;
}
