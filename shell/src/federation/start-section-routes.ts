import { hasToken } from '@pest-portal/shared';
import { remoteMounts } from '../router/remote-mounts';
import { loadRemoteModule } from './remote-loader';

/**
 * Starts loading the route module of the section at the page's address as soon as the
 * shell's code runs (bootstrap.tsx), before React's first render has created the router
 * (issue 13). The router asks for the same module on its first navigation
 * (join-remote-routes.ts) and gets this load's promise: loadRemoteModule loads a module once.
 *
 * Asked by the router, the remote's entry script was inserted beside antd's groups, which
 * the layout's route asks for at the same moment, and often ran after them and the
 * layout's first render: the page's data requests, which the routes' loaders start,
 * waited that long (warm phone at 6.5x: the service list's data shown ~2.07 -> ~1.91 s,
 * home's ~1.76 -> ~1.69 s; a cold start is no sooner, its routes still downloading).
 * Without a session nothing is loaded (the guard sends the visitor to the login page), nor
 * at a path of the shell's own. A failure is left to the router's load, which shows it in
 * the section's area and offers Retry.
 *
 * The shared modules the route module consumes from the shell (the query kit and dayjs)
 * are not asked for here. The signed-in layout asks for them beside antd's groups, and from
 * a warm cache they run after those groups, so the routes wait for them (warm group home on
 * the phone at 8x sent its requests at 1.39 s, though the routes were there at 1.17 s).
 * Asked for here too, the group home's data came sooner but home's and the service list's
 * later, and home's app-ready mark ~220 ms later (warm phone at 8x, data shown, medians of
 * eight loads each, alternated: group home 2723 -> 2396 ms, home 2235 -> 2464, the service
 * list 2625 -> 2723).
 */
export function startSectionRoutes(pathname: string = window.location.pathname): void {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const mount = remoteMounts().find((m) => m.top === top);
  if (!mount || !hasToken()) return;
  loadRemoteModule(mount.section, './routes').catch(() => undefined);
}
