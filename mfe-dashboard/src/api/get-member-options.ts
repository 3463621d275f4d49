import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { COMMON_ENDPOINTS } from '@pest-portal/shared/contract';

/** The current company and its member companies (getMemberSelect), for the member filter. */
export const getMemberOptions = (options?: CallOptions) =>
  request(COMMON_ENDPOINTS.memberSelect, {}, options);

export const memberOptionsQuery = () =>
  queryOptions({
    queryKey: ['memberSelect'],
    queryFn: ({ signal }) => getMemberOptions({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
