import type { RouteObject } from '@pest-portal/shared/router';

function isUnder(path: string, top: string): boolean {
  return path === top || path.startsWith(`${top}/`);
}

/**
 * The routes of a remote's tree that belong to its top-level path `top`, to be patched
 * under the shell's (pathless) mount route of that path.
 *
 * Remotes spell their top-level paths absolute ('/feedback', DESIGN.md §2) so the same
 * tree works standalone; under a pathless mount they stay absolute. Pathless layout
 * routes are kept when something under them belongs to `top`; routes of the remote's
 * other top-level paths are left to their own mount points.
 */
export function joinUnder(routes: readonly RouteObject[], top: string): RouteObject[] {
  const result: RouteObject[] = [];
  for (const route of routes) {
    if (route.path === undefined) {
      if (route.index) continue;
      const children = joinUnder(route.children ?? [], top);
      if (children.length) result.push({ ...route, children } as RouteObject);
      continue;
    }
    const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
    if (path.startsWith('/') && isUnder(path, top)) result.push({ ...route, path } as RouteObject);
  }
  return result;
}
