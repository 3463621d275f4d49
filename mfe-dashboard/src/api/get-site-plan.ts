import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type SitePlanInput } from '@pest-portal/shared/contract/dashboard';

/** An area's plan and its devices with what they recorded in the period. */
export const getSitePlan = (input: SitePlanInput, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.sitePlanDevices, input, options);

export const sitePlanQuery = (input: SitePlanInput) =>
  queryOptions({
    queryKey: ['dashboard', 'sitePlanDevices', input],
    queryFn: ({ signal }) => getSitePlan(input, { signal, quiet: true }),
    // The plan stays in place while another period's counts load.
    placeholderData: keepPreviousData,
  });
