import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type HomeFilter } from '@pest-portal/shared/contract/dashboard';

/** Risk points found and closed per month. */
export const getRiskTrend = (filter: HomeFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.riskTrend, filter, options);

export const riskTrendQuery = (filter: HomeFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'riskTrend', filter],
    queryFn: ({ signal }) => getRiskTrend(filter, { signal, quiet: true }),
  });
