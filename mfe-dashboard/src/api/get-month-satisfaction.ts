import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** Mean rating per month. */
export const getMonthSatisfaction = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.monthSatisfaction, filter, options);

export const monthSatisfactionQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'monthSatisfaction', filter],
    queryFn: ({ signal }) => getMonthSatisfaction(filter, { signal, quiet: true }),
  });
