import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Photos the technician took on the visit. */
export const getWorkImages = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskWorkImageList, input, options);
