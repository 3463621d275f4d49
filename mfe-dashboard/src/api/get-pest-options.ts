import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { COMMON_ENDPOINTS } from '@pest-portal/shared/contract';

/** Every pest of the provider's list (pest/select), for the alert rule form. */
export const getPestOptions = (options?: CallOptions) =>
  request(COMMON_ENDPOINTS.pestSelect, {}, options);

export const pestOptionsQuery = () =>
  queryOptions({
    queryKey: ['pestSelect'],
    queryFn: ({ signal }) => getPestOptions({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
