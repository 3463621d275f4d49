import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

/** Binding info: openId null means not bound. */
export const getWeChatBaseInfo = (options?: CallOptions) =>
  request(ENDPOINTS.weChatBaseInfo, {}, options);
