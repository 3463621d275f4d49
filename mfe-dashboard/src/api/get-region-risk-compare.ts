import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type RegionFilter } from '@pest-portal/shared/contract/dashboard';

/** The period's risks per part of a region (or per province). */
export const getRegionRiskCompare = (filter: RegionFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.regionRiskCompare, filter, options);

export const regionRiskCompareQuery = (filter: RegionFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'regionRiskCompare', filter],
    queryFn: ({ signal }) => getRegionRiskCompare(filter, { signal, quiet: true }),
  });
