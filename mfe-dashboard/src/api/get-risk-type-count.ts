import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** Risks per risk type. */
export const getRiskTypeCount = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.riskTypeCount, filter, options);

export const riskTypeCountQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'riskTypeCount', filter],
    queryFn: ({ signal }) => getRiskTypeCount(filter, { signal, quiet: true }),
  });
