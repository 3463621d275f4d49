import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { MessagePageRequest } from '@pest-portal/shared/contract/service';

/** Notifications, paged, with the unread count. */
export const getMessagePage = (input: MessagePageRequest, options?: CallOptions) =>
  request(ENDPOINTS.messagePage, input, options);
