import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths, type PathName, type Section } from '../routing/paths';

/**
 * One top-level route of a remote, as the shell mounts it (RemoteRoutesModule): the
 * absolute path from the shared table, `root` as its element (the remote's providers
 * around an <Outlet/>), its own page as the index and its children relative to it.
 * @example sectionRoute('qrcodeQuery', <SectionRoot />, (name) => <Page name={name} />, ['qrcodeDetail'])
 */
export function sectionRoute(
  top: PathName,
  root: ReactElement,
  page: (name: PathName) => ReactElement,
  children: PathName[] = [],
): RouteObject {
  const base = paths[top].path;
  return {
    path: base,
    element: root,
    children: [
      { index: true, element: page(top) },
      ...children.map((child) => ({
        path: paths[child].path.slice(base.length + 1),
        element: page(child),
      })),
    ],
  };
}

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
