import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type MessagePageRequest } from '@pest-portal/shared/contract/service';

/** Notifications, paged, with the unread count. */
export const getMessagePage = (input: MessagePageRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.messagePage, input, options);
