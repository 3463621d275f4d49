import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type HomeFilter } from '@pest-portal/shared/contract/dashboard';

/** Catches per area, every area of the company. */
export const getAreaPestCount = (filter: HomeFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.areaPestCount, filter, options);

export const areaPestCountQuery = (filter: HomeFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'areaPestCount', filter],
    queryFn: ({ signal }) => getAreaPestCount(filter, { signal, quiet: true }),
  });
