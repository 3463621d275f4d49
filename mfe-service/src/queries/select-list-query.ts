import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME } from '@pest-portal/shared';
import { companyScope } from './query-keys';

/**
 * The query of a select list: fetched once per session (REFERENCE_STALE_TIME) and served
 * from the portal's one cache to every page that offers it; kept per company.
 */
export function selectListQuery<T>(name: string, fetch: (signal: AbortSignal) => Promise<T>) {
  return () =>
    queryOptions({
      queryKey: [...companyScope(), name] as const,
      queryFn: ({ signal }) => fetch(signal),
      staleTime: REFERENCE_STALE_TIME,
    });
}
