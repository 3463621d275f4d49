import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** The group's figures over the period. */
export const getDataSummary = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.dataSummary, filter, options);

export const dataSummaryQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'dataSummary', filter],
    queryFn: ({ signal }) => getDataSummary(filter, { signal, quiet: true }),
  });
