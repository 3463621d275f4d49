import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** This year's work orders not yet served (skipPage). */
export const getSkipPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskSkipPage, input, options);
