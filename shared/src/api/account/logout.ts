import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

/** End the session on the server. */
export const logout = (options?: CallOptions) => request(ENDPOINTS.logout, {}, options);
