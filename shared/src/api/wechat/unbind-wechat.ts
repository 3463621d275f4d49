import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

export const unbindWeChat = (options?: CallOptions) => request(ENDPOINTS.weChatUnbind, {}, options);
