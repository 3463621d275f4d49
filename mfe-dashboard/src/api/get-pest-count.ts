import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type HomeFilter } from '@pest-portal/shared/contract/dashboard';

/** Catches per pest, most first. */
export const getPestCount = (filter: HomeFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.pestCount, filter, options);

export const pestCountQuery = (filter: HomeFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'pestCount', filter],
    queryFn: ({ signal }) => getPestCount(filter, { signal, quiet: true }),
  });
