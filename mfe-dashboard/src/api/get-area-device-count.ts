import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type HomeFilter } from '@pest-portal/shared/contract/dashboard';

/** Devices per area and how many caught something. */
export const getAreaDeviceCount = (filter: HomeFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.areaDeviceCount, filter, options);

export const areaDeviceCountQuery = (filter: HomeFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'areaDeviceCount', filter],
    queryFn: ({ signal }) => getAreaDeviceCount(filter, { signal, quiet: true }),
  });
