import { ENDPOINTS } from '../../contract/endpoints';
import type { WorkOrderListRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Every work order of this year (not cancelled). */
export const getAllTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.allTaskPage, input, options);
