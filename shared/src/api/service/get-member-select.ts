import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

/** The current company and its member companies (getMemberSelect). */
export const getMemberSelect = (options?: CallOptions) =>
  request(ENDPOINTS.memberSelect, {}, options);
