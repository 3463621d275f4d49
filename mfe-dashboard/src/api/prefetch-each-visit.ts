import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from '@pest-portal/shared/query';

/**
 * Starts, from a page's route loader, a request for figures a customer's own actions
 * elsewhere change, however fresh the cached answer is: signing a visit in the service
 * section moves it from 待签字 to 本年已完成, sends a notification and adds a satisfaction
 * score; a risk point added there counts in the risk figures. The service section cannot
 * reach the dashboard's cache keys (sections import nothing of each other), so these
 * figures are asked for again on each visit of the page, the cached ones shown meanwhile.
 *
 * Only the loader asks again: the page's own queries keep the portal's fresh time and
 * read the loader's answer when they mount, however long a slow phone took to download
 * and draw the page after it. (A fresh time of 2 s on the queries themselves made a phone
 * on a mobile network ask for every such figure twice, the second time after the page
 * was drawn, issue 13.) A request still in flight is shared, not started again.
 *
 * @example
 * export function homeLoader() { void prefetchEachVisit(orderSummaryQuery()); return null; }
 */
export function prefetchEachVisit<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return queryClient.prefetchQuery({ ...options, staleTime: 0 });
}
