import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

/** Bind the messaging-app account behind an OAuth code. */
export const bindWeChat = (code: string, options?: CallOptions) =>
  request(ENDPOINTS.weChatBind, { code }, options);
