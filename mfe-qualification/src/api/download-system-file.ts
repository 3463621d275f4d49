import { request, type CallOptions } from '@pest-portal/shared';
import {
  QUALIFICATION_ENDPOINTS,
  type SystemFileQuery,
} from '@pest-portal/shared/contract/qualification';

/** The stored file itself, as a Blob (saved under its real name by the caller). */
export const downloadSystemFile = (input: SystemFileQuery, options?: CallOptions) =>
  request(QUALIFICATION_ENDPOINTS.systemFileDownload, input, options);
