import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TaskPageRequest } from '@pest-portal/shared/contract/service';
import { getServicePage } from '../api/get-service-page';
import { visitListsKey } from './query-keys';

/** The service list: one page of one view (filters, sort); the page on screen stays while the next loads. */
export const servicePageQuery = (input: TaskPageRequest) =>
  queryOptions({
    queryKey: [...visitListsKey(), 'servicePage', input] as const,
    queryFn: ({ signal }) => getServicePage(input, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
