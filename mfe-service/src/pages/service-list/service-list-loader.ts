import type { LoaderFunctionArgs } from 'react-router-dom';
import { hasToken, queryClient, useSessionStore } from '@pest-portal/shared';
import { memberSelectQuery } from '../../api/get-member-select';
import { servicePageQuery } from '../../api/get-service-page';
import { taskStatusSelectQuery } from '../../api/get-task-status-select';
import { taskTypeOptionsQuery } from '../../api/get-task-type-count-page';
import { PAGE_SIZE } from '../../components/paging';
import { readServiceSearch, toTaskPageRequest } from './service-search';

/**
 * /serviceReport's loader: starts the list of the view in the URL and the filters' select
 * lists while the page's code is still on its way (issue 7 §2), into the cache the page
 * reads. It does not wait for them: the page shows its own loading state and errors.
 */
export function serviceListLoader({ request }: LoaderFunctionArgs): null {
  // Without a session the shell's guard sends the user to the login page; nothing to ask.
  if (!hasToken()) return null;
  const search = readServiceSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(servicePageQuery(toTaskPageRequest(search, PAGE_SIZE)));
  void queryClient.prefetchQuery(taskStatusSelectQuery());
  void queryClient.prefetchQuery(taskTypeOptionsQuery());
  if (useSessionStore.getState().isHq) void queryClient.prefetchQuery(memberSelectQuery());
  return null;
}
