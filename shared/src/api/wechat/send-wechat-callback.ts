import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

/** The binding's last step: the official account confirms it to the newly bound user. */
export const sendWeChatCallback = (options?: CallOptions) =>
  request(ENDPOINTS.weChatCallback, {}, options);
