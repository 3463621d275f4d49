import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import {
  QUALIFICATION_ENDPOINTS,
  type SystemFilesPageInput,
} from '@pest-portal/shared/contract/qualification';

/** One page of the provider's files for this customer, with the expiry counts. */
export const getSystemFiles = (input: SystemFilesPageInput, options?: CallOptions) =>
  request(QUALIFICATION_ENDPOINTS.systemFilesPage, input, options);

export const systemFilesQuery = (input: SystemFilesPageInput) =>
  queryOptions({
    queryKey: ['qualification', 'systemFiles', input],
    queryFn: ({ signal }) => getSystemFiles(input, { signal, quiet: true }),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
