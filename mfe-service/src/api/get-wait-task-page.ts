import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Work orders to serve this month. */
export const getWaitTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.waitTaskPage, input, options);
