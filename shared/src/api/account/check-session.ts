import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

/** /homeCheck: verify the token now in the headers and get the session behind it. */
export const checkSession = (options?: CallOptions) => request(ENDPOINTS.sessionCheck, {}, options);
