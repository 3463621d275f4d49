import { request, type CallOptions } from '@pest-portal/shared';
import {
  QUALIFICATION_ENDPOINTS,
  type AuditPackDownloadInput,
} from '@pest-portal/shared/contract/qualification';

/**
 * The audit pack as a Blob. The server streams it while it builds it; with a `packId`,
 * auditPack/progress says how many of its entries are packed so far.
 */
export const downloadAuditPack = (input: AuditPackDownloadInput, options?: CallOptions) =>
  request(QUALIFICATION_ENDPOINTS.auditPackDownload, input, options);
