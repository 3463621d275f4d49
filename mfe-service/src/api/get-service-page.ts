import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskPageRequest } from '@pest-portal/shared/contract/service';
import { companyScope } from './query-scope';

/** The service list (servicePage): filtered, sorted, paged on the server. */
export const getServicePage = (input: TaskPageRequest, options?: CallOptions) =>
  request(ENDPOINTS.servicePage, input, options);

/** The list's query: one page of one view; lists are kept while the next page loads. */
export const servicePageQuery = (input: TaskPageRequest) =>
  queryOptions({
    queryKey: [...companyScope(), 'servicePage', input] as const,
    queryFn: ({ signal }) => getServicePage(input, { signal, quiet: true }),
  });
