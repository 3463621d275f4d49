import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type HomeFilter } from '@pest-portal/shared/contract/dashboard';

/** The pests recorded in the period (the pest picker). */
export const getInputPests = (filter: HomeFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.getInputPest, filter, options);

export const inputPestsQuery = (filter: HomeFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'getInputPest', filter],
    queryFn: ({ signal }) => getInputPests(filter, { signal, quiet: true }),
  });
