import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

export const unbindWeChat = (options?: CallOptions) => request(ENDPOINTS.weChatUnbind, {}, options);
