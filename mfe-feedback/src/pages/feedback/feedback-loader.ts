import type { LoaderFunctionArgs } from '@pest-portal/shared/router';
import { queryClient } from '@pest-portal/shared/query';
import { PAGE_PARAM, pageOf } from '@pest-portal/shared/ui';
import { recordsQuery } from './records/records-query';

/**
 * Starts the records' request beside the page's code (DESIGN.md §2), not awaited: the
 * page the URL names (the first, by default). The page opens on the form, but the records
 * are one tap away, and on a phone they are what the page is called after (反馈记录).
 */
export function feedbackLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  const params = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(recordsQuery(pageOf(params.get(PAGE_PARAM))));
  return null;
}
