import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Work orders to serve this month. */
export const getWaitTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.waitTaskPage, input, options);
