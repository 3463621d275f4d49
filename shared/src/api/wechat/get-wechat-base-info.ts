import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

/** Binding info: openId null means not bound. */
export const getWeChatBaseInfo = (options?: CallOptions) =>
  request(ENDPOINTS.weChatBaseInfo, {}, options);
