import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import {
  DASHBOARD_ENDPOINTS,
  type TrendDeviceFilter,
} from '@pest-portal/shared/contract/dashboard';

/** The current company's devices of one kind (the device picker). */
export const getTrendDevices = (filter: TrendDeviceFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.equipmentTrendsSelect, filter, options);

export const trendDevicesQuery = (filter: TrendDeviceFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'equipmentTrendsSelect', filter],
    queryFn: ({ signal }) => getTrendDevices(filter, { signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
