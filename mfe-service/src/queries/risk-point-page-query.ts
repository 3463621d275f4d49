import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RiskPointPageRequest } from '@pest-portal/shared/contract/service';
import { getRiskPointPage } from '../api/get-risk-point-page';
import { riskPointListsKey } from './query-keys';

/** One page of the company's risk points (of one status); the page on screen stays while the next loads. */
export const riskPointPageQuery = (input: RiskPointPageRequest) =>
  queryOptions({
    queryKey: [...riskPointListsKey(), input] as const,
    queryFn: ({ signal }) => getRiskPointPage(input, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
