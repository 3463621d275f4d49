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
 * home's ~1.76 -> ~1.69 s; a cold start is no sooner, its routes still downloading). Without a session nothing is loaded (the guard sends the visitor to
 * the login page), nor at a path of the shell's own. A failure is left to the router's
 * load, which shows it in the section's area and offers Retry.
 */
export function startSectionRoutes(pathname: string = window.location.pathname): void {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const mount = remoteMounts().find((m) => m.top === top);
  if (!mount || !hasToken()) return;
  loadRemoteModule(mount.section, './routes').catch(() => undefined);
}
