import { queryClient } from '@pest-portal/shared/query';
import { readId } from '../../components/use-id-param';
import { reportHtmlQuery } from '../../queries/report-html-query';
import { reportUrlQuery } from '../../queries/report-url-query';
import { prefetching } from '../../routing/prefetching';

/** reportPreview's and /downloadPdf's loader: the report of the visit in ?id= and its PDF link. */
export const reportPreviewLoader = prefetching((search) => {
  const taskId = readId(search.get('id'));
  if (taskId === null) return;
  void queryClient.prefetchQuery(reportHtmlQuery(taskId));
  void queryClient.prefetchQuery(reportUrlQuery(taskId));
});
