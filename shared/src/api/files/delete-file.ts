import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

export const deleteFile = (fileUrl: string, options?: CallOptions) =>
  request(ENDPOINTS.fileDelete, { fileUrl }, options);
