import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

/** The regions of the caller's companies with their ancestors (names, the region path). */
export const getDistrictOptions = (options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.districtSelect, {}, options);

export const districtOptionsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'districtSelect'],
    queryFn: ({ signal }) => getDistrictOptions({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
