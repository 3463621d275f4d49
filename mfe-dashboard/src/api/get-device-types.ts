import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

/** The kinds of device the current company has, with their counts (the type picker). */
export const getDeviceTypes = (options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.equipmentTrendsTypeSelect, {}, options);

export const deviceTypesQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'equipmentTrendsTypeSelect'],
    queryFn: ({ signal }) => getDeviceTypes({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
