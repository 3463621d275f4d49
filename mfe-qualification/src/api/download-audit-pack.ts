import { request, type CallOptions } from '@pest-portal/shared';
import {
  QUALIFICATION_ENDPOINTS,
  type AuditPackInput,
} from '@pest-portal/shared/contract/qualification';

/**
 * The audit pack as a Blob. The server streams it while it builds it; `onDownloadProgress`
 * reports the bytes as they arrive (the http client's binary handling, like the report PDF).
 */
export const downloadAuditPack = (input: AuditPackInput, options?: CallOptions) =>
  request(QUALIFICATION_ENDPOINTS.auditPackDownload, input, options);
