import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

/** The work-order statuses with their display names. */
export const getTaskStatusSelect = (options?: CallOptions) =>
  request(ENDPOINTS.taskStatusSelect, {}, options);
