import { ENDPOINTS } from '../../contract/endpoints';
import type { WorkOrderListRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Work orders to serve this month. */
export const getWaitTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.waitTaskPage, input, options);
