import { queryClient } from '@pest-portal/shared/query';
import { messagePageQuery } from '../../queries/message-page-query';
import { prefetching } from '../../routing/prefetching';
import { messagePageInput } from './message-search';

/** /workList's loader: the page of notifications the URL asks for. */
export const workListLoader = prefetching(
  (search) => void queryClient.prefetchQuery(messagePageQuery(messagePageInput(search))),
);
