import type { RouteObject } from '@pest-portal/shared/router';
import { paths, queryClient } from '@pest-portal/shared';
import { SectionRoot } from '@pest-portal/shared/ui';
import { systemFilesQuery } from './api/get-system-files';
import { filesInput } from './pages/qualification-file/file-search';
import { QualificationFilePage } from './pages/qualification-file/qualification-file-page';

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the qualification section. */
export const routes: RouteObject[] = [
  {
    path: paths.qualificationFile.path,
    element: <SectionRoot />,
    children: [
      {
        index: true,
        element: <QualificationFilePage />,
        // Starts the page's request beside its code; the page reads the same query.
        loader: ({ request }) => {
          void queryClient.prefetchQuery(
            systemFilesQuery(filesInput(new URL(request.url).searchParams)),
          );
          return null;
        },
      },
    ],
  },
];
