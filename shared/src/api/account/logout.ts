import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

/** End the session on the server. */
export const logout = (options?: CallOptions) => request(ENDPOINTS.logout, {}, options);
