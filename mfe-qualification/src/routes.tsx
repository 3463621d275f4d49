import type { RouteObject } from '@pest-portal/shared/router';
import { paths } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { sectionRootLazy } from '@pest-portal/shared/ui';
import { systemFilesQuery } from './api/get-system-files';
import { warmFileTable } from './pages/qualification-file/desktop-file-table';
import { filesInput } from './pages/qualification-file/file-search';

// The page's code is its own chunk (route `lazy`), so ./routes needs no antd and its loader
// starts the files' request as soon as it has run. "page-<last segment of its path>" lets
// the shell's index.html ask for it beside the routes (shared/build/page-chunks.cjs).
const filesPage: NonNullable<RouteObject['lazy']> = async () => ({
  Component: (
    await import(
      /* webpackChunkName: "page-qualificationFile" */ './pages/qualification-file/qualification-file-page'
    )
  ).QualificationFilePage,
});

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the qualification section. */
export const routes: RouteObject[] = [
  {
    path: paths.qualificationFile.path,
    lazy: sectionRootLazy,
    children: [
      {
        index: true,
        lazy: filesPage,
        // Starts the page's request beside its code (and on a desktop, the table's); the
        // page reads the same query.
        loader: ({ request }) => {
          void queryClient.prefetchQuery(
            systemFilesQuery(filesInput(new URL(request.url).searchParams)),
          );
          warmFileTable();
          return null;
        },
      },
    ],
  },
];
