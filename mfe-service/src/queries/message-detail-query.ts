import { queryOptions } from '@tanstack/react-query';
import { getTaskMessageDetail } from '../api/get-task-message-detail';
import { companyScope, messageListsKey } from './query-keys';

/**
 * One notification. Reading it marks it read on the server, so once it has arrived the
 * lists (their read marks, the unread count) are stale: they are invalidated here, in the
 * cache that fetched it. Its key is outside the lists' family (messageListsKey).
 */
export const messageDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...companyScope(), 'message', id] as const,
    queryFn: async ({ signal, client }) => {
      const detail = await getTaskMessageDetail({ id }, { signal, quiet: true });
      void client.invalidateQueries({ queryKey: messageListsKey() });
      return detail;
    },
  });
