import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { companyScope } from './query-scope';

/** The work-order statuses with their display names. */
export const getTaskStatusSelect = (options?: CallOptions) =>
  request(ENDPOINTS.taskStatusSelect, {}, options);

/** A select list: fetched once per session (REFERENCE_STALE_TIME). */
export const taskStatusSelectQuery = () =>
  queryOptions({
    queryKey: [...companyScope(), 'taskStatusSelect'] as const,
    queryFn: ({ signal }) => getTaskStatusSelect({ signal, quiet: true }),
    staleTime: REFERENCE_STALE_TIME,
  });
