import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';

/** The provider's branches that serve the current company (getPcoSelect), for the PCO filter. */
export const getPcoOptions = (options?: CallOptions) => request(ENDPOINTS.pcoSelect, {}, options);

export const pcoOptionsQuery = () =>
  queryOptions({
    queryKey: ['pcoSelect'],
    queryFn: ({ signal }) => getPcoOptions({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
