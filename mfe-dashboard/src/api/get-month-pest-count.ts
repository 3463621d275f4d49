import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type HomeFilter } from '@pest-portal/shared/contract/dashboard';

/** Catches per month and pest. */
export const getMonthPestCount = (filter: HomeFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.monthPestCount, filter, options);

export const monthPestCountQuery = (filter: HomeFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'monthPestCount', filter],
    queryFn: ({ signal }) => getMonthPestCount(filter, { signal, quiet: true }),
  });
