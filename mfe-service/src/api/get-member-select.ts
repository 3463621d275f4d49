import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS } from '@pest-portal/shared/contract/service';

/** The current company and its member companies (getMemberSelect). */
export const getMemberSelect = (options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.memberSelect, {}, options);
