import { useSessionStore } from '@pest-portal/shared';
import { loadAntProviders } from '../providers/ant-host';
import { mountAt } from '../router/remote-mounts';
import { loadRemoteModule } from './remote-loader';

/** The longest the shell's first render waits for a section's routes: a slow or dead remote must not hold the portal. */
export const ROUTES_BEFORE_RENDER_MAX_MS = 1000;

/**
 * Opening a section's page signed in, the section's routes are asked for before the shell's
 * first render, which waits for them (`maxMs` at most); antd, which that page needs, is
 * asked for at once too (issue 13).
 *
 * Rendered first, the shell's layout and antd's first run took the phone's main thread for
 * ~0.5 s at 8x while the routes module had already arrived (a second visit, from the HTTP
 * cache): the federation runtime's next steps (its manifest read, the entry's script, the
 * routes' chunk) each waited for a task behind that work, and the page's loaders, which
 * start its data requests, ran only after it. Asked for first, the routes are in and the
 * loaders have sent the page's requests before the layout starts rendering; the requests'
 * round trip then passes while it renders. The router's first navigation matches the
 * routes already joined, so the page is drawn in the first render and the joiner does not
 * re-enter it (join-remote-routes.ts).
 *
 * Resolves when the render may start; never rejects (a failure is the joiner's to show).
 */
export function routesBeforeRender(
  pathname: string = window.location.pathname,
  maxMs: number = ROUTES_BEFORE_RENDER_MAX_MS,
): Promise<void> {
  const mount = mountAt(pathname);
  // No token: the guard sends the visitor to the login page, which needs neither.
  if (!mount || !useSessionStore.getState().token) return Promise.resolve();
  void loadAntProviders();
  const routes = loadRemoteModule(mount.section, './routes');
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    routes.then(done, done);
  });
}
