import { ENDPOINTS } from '../../contract/endpoints';
import type { MessagePageRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Notifications, paged, with the unread count. */
export const getMessagePage = (input: MessagePageRequest, options?: CallOptions) =>
  request(ENDPOINTS.messagePage, input, options);
