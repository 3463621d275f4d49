import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Work orders awaiting the customer's signature. */
export const getWaitSignOrderPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.waitSignOrderPage, input, options);
