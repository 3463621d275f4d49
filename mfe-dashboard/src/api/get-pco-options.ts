import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { COMMON_ENDPOINTS } from '@pest-portal/shared/contract';

/** The provider's branches that serve the current company (getPcoSelect), for the PCO filter. */
export const getPcoOptions = (options?: CallOptions) =>
  request(COMMON_ENDPOINTS.pcoSelect, {}, options);

export const pcoOptionsQuery = () =>
  queryOptions({
    queryKey: ['pcoSelect'],
    queryFn: ({ signal }) => getPcoOptions({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
