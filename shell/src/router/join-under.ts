import type { RouteObject } from 'react-router-dom';

function isUnder(path: string, top: string): boolean {
  return path === top || path.startsWith(`${top}/`);
}

/**
 * A remote's route tree as children of the shell's mount route at `top`.
 *
 * Remotes spell their top-level paths absolute ('/feedback', DESIGN.md §2) so the same
 * tree works standalone. Under the shell's route for '/feedback' that route becomes a
 * pathless layout (an index route when it has no children), its relative children stay as
 * they are; '/feedback/x' spelled absolute becomes 'x'; pathless layout routes are kept
 * when something under them belongs to `top`; routes of the remote's other top-level
 * paths are left to their own mount points.
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
    if (!path.startsWith('/') || !isUnder(path, top)) continue;
    const rest = path.slice(top.length).replace(/^\/+/, '');
    if (rest !== '') result.push({ ...route, path: rest } as RouteObject);
    else if (route.children?.length) result.push({ ...route, path: undefined } as RouteObject);
    else {
      const { children: _none, path: _top, ...leaf } = route;
      result.push({ ...leaf, index: true } as RouteObject);
    }
  }
  return result;
}
