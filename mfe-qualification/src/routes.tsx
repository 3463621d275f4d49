import type { RouteObject } from 'react-router-dom';
import { paths, type PathName } from '@pest-portal/shared';
import { SectionPending } from './pages/section-pending/section-pending';
import { SectionRoot } from './section-root';

/**
 * One top-level route (absolute path, as the shell mounts it) with its page as the index
 * and its children relative to it, all read from the shared paths table.
 */
function section(top: PathName, children: PathName[] = []): RouteObject {
  const base = paths[top].path;
  return {
    path: base,
    element: <SectionRoot />,
    children: [
      { index: true, element: <SectionPending name={top} /> },
      ...children.map((child) => ({ path: paths[child].path.slice(base.length + 1), element: <SectionPending name={child} /> })),
    ],
  };
}

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the qualification section. */
export const routes: RouteObject[] = [
  section('qualificationFile'),
];
