import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** Visits per rating, 1 to 5. */
export const getTaskSatisfaction = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.taskSatisfaction, filter, options);

export const taskSatisfactionQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'taskSatisfaction', filter],
    queryFn: ({ signal }) => getTaskSatisfaction(filter, { signal, quiet: true }),
  });
