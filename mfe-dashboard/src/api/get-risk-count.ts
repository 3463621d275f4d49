import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** The period's risks per grade, found and still open. */
export const getRiskCount = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.riskCount, filter, options);

export const riskCountQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'riskCount', filter],
    queryFn: ({ signal }) => getRiskCount(filter, { signal, quiet: true }),
  });
