import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { UPLOAD_LIMITS } from '../../contract/files';
import { request, type CallOptions } from '../http-client';

/** Upload one file as multipart field `file` (spec §7). */
export function uploadFile(file: Blob, fileName: string, options?: CallOptions) {
  const form = new FormData();
  form.append(UPLOAD_LIMITS.field, file, fileName);
  return request(ENDPOINTS.fileUpload, form, options);
}
