import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { companyScope } from './query-scope';

/** The current company and its member companies (getMemberSelect). */
export const getMemberSelect = (options?: CallOptions) =>
  request(ENDPOINTS.memberSelect, {}, options);

/** A select list: fetched once per session (REFERENCE_STALE_TIME). */
export const memberSelectQuery = () =>
  queryOptions({
    queryKey: [...companyScope(), 'memberSelect'] as const,
    queryFn: ({ signal }) => getMemberSelect({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
