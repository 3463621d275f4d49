import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** Where the period's risks stand now. */
export const getRiskFollow = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.riskFollow, filter, options);

export const riskFollowQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'riskFollow', filter],
    queryFn: ({ signal }) => getRiskFollow(filter, { signal, quiet: true }),
  });
