import { request, type CallOptions } from '@pest-portal/shared';
import { QUALIFICATION_ENDPOINTS } from '@pest-portal/shared/contract/qualification';

/** How many of a running download's entries the server has packed, of all. */
export const getAuditPackProgress = (packId: string, options?: CallOptions) =>
  request(QUALIFICATION_ENDPOINTS.auditPackProgress, { packId }, options);
