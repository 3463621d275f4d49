import type { RouteObject } from 'react-router-dom';

function isUnder(path: string, top: string): boolean {
  return path === top || path.startsWith(`${top}/`);
}

/**
 * A remote's route tree as seen from under its mount point `top/*`.
 *
 * Remotes spell their top-level paths absolute ('/feedback', DESIGN.md §2) so the same
 * tree works standalone. Under the shell's `/feedback/*` route they are matched in a
 * descendant routes context, where react-router 7 matches against the rest of the URL
 * after '/feedback' and silently matches nothing for an absolute '/feedback' (see
 * mount-under.test.tsx). So the shell strips the prefix: '/feedback' becomes '/',
 * '/feedback/x' becomes 'x'; relative children stay as they are; pathless layout routes
 * are kept when something under them belongs to `top`; routes of the remote's other
 * top-level paths are left to their own mount points.
 */
export function mountUnder(routes: readonly RouteObject[], top: string): RouteObject[] {
  const result: RouteObject[] = [];
  for (const route of routes) {
    if (route.path === undefined) {
      if (route.index) continue;
      const children = mountUnder(route.children ?? [], top);
      if (children.length) result.push({ ...route, children } as RouteObject);
      continue;
    }
    const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
    if (!path.startsWith('/') || !isUnder(path, top)) continue;
    const rest = path.slice(top.length).replace(/^\/+/, '');
    result.push({ ...route, path: rest === '' ? '/' : rest } as RouteObject);
  }
  return result;
}
