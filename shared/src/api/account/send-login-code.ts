import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

export const sendLoginCode = (account: string, options?: CallOptions) =>
  request(ENDPOINTS.sendLoginCode, { account }, options);
