import { ENDPOINTS } from '../../contract/endpoints';
import type { WorkOrderListRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** This year's work orders not yet served (skipPage). */
export const getSkipPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskSkipPage, input, options);
