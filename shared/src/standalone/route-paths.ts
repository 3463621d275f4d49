import type { RouteObject } from '@pest-portal/shared/router';
import { paths, type Section } from '../routing/paths';

/** Every full path a route tree answers: absolute tops, relative children, index routes. */
export function routedPaths(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    if (route.index) return [base];
    const here = route.path?.startsWith('/') ? route.path : `${base}/${route.path ?? ''}`;
    return route.children ? routedPaths(route.children, here) : [here];
  });
}

/** The paths of the shared table that a section owns: what its route tree must cover. */
export function sectionPaths(section: Section): string[] {
  return Object.values(paths)
    .filter((p) => p.section === section)
    .map((p) => p.path);
}
