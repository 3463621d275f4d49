import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Work orders awaiting the customer's signature. */
export const getWaitSignOrderPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.waitSignOrderPage, input, options);
