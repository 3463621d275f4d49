import { ENDPOINTS } from '../../contract/endpoints';
import type { WorkOrderListRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Work orders awaiting the customer's signature. */
export const getWaitSignOrderPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.waitSignOrderPage, input, options);
