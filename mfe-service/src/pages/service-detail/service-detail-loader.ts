import type { FetchQueryOptions } from '@tanstack/react-query';
import { queryClient } from '@pest-portal/shared/query';
import { warmDataTable } from '../../components/data-view/desktop-table';
import { readId } from '../../components/use-id-param';
import { prefetching } from '../../routing/prefetching';
import { overviewDevicesQuery, serviceDetailQueries } from './service-detail-queries';

/** serviceDetail's loader: every part of the visit in ?id=, and its first page of devices. */
export const serviceDetailLoader = prefetching((search) => {
  const taskId = readId(search.get('id'));
  if (taskId === null) return;
  // One at a time: prefetchQuery's types take one query's data type per call, not the nine's union.
  for (const query of serviceDetailQueries(taskId))
    void queryClient.prefetchQuery(query as FetchQueryOptions);
  void queryClient.prefetchQuery(overviewDevicesQuery(taskId));
  warmDataTable();
});
