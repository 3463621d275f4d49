import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

export const deleteFile = (fileUrl: string, options?: CallOptions) =>
  request(ENDPOINTS.fileDelete, { fileUrl }, options);
