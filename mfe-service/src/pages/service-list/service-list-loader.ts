import { useSessionStore } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { warmDataTable } from '../../components/data-view/desktop-table';
import { PAGE_SIZE } from '../../components/paging';
import { memberSelectQuery } from '../../queries/member-select-query';
import { servicePageQuery } from '../../queries/service-page-query';
import { taskStatusSelectQuery } from '../../queries/task-status-select-query';
import { taskTypeOptionsQuery } from '../../queries/task-type-options-query';
import { prefetching } from '../../routing/prefetching';
import { readServiceSearch, toTaskPageRequest } from './service-search';

/** The service list of the view in the URL, and its filters' select lists (cached for the session). */
export function prefetchServiceList(search: URLSearchParams): void {
  const view = readServiceSearch(search);
  warmDataTable();
  void queryClient.prefetchQuery(servicePageQuery(toTaskPageRequest(view, PAGE_SIZE)));
  void queryClient.prefetchQuery(taskStatusSelectQuery());
  void queryClient.prefetchQuery(taskTypeOptionsQuery());
  if (useSessionStore.getState().isHq) void queryClient.prefetchQuery(memberSelectQuery());
}

/** /serviceReport's loader. */
export const serviceListLoader = prefetching(prefetchServiceList);
