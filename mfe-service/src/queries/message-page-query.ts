import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MessagePageRequest } from '@pest-portal/shared/contract/service';
import { getMessagePage } from '../api/get-message-page';
import { messageListsKey } from './query-keys';

/** One page of the notifications (read, unread or all) with the unread count; the page on screen stays while the next loads. */
export const messagePageQuery = (input: MessagePageRequest) =>
  queryOptions({
    queryKey: [...messageListsKey(), input] as const,
    queryFn: ({ signal }) => getMessagePage(input, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
