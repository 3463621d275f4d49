import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';

/** The current company and its member companies (getMemberSelect). */
export const getMemberSelect = (options?: CallOptions) =>
  request(ENDPOINTS.memberSelect, {}, options);
