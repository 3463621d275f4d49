import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type TrendInput } from '@pest-portal/shared/contract/dashboard';

/** Checks and catches of the chosen devices per day, week or month. */
export const getDeviceTrends = (input: TrendInput, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.equipmentTrends, input, options);

export const deviceTrendsQuery = (input: TrendInput) =>
  queryOptions({
    queryKey: ['dashboard', 'equipmentTrends', input],
    queryFn: ({ signal }) => getDeviceTrends(input, { signal, quiet: true }),
  });
