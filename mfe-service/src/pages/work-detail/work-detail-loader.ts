import { queryClient } from '@pest-portal/shared/query';
import { readId } from '../../components/use-id-param';
import { messageDetailQuery } from '../../queries/message-detail-query';
import { prefetching } from '../../routing/prefetching';

/** /workDetail's loader: the notification in ?id= (the page reads it, which marks it read). */
export const workDetailLoader = prefetching((search) => {
  const id = readId(search.get('id'));
  if (id !== null) void queryClient.prefetchQuery(messageDetailQuery(id));
});
