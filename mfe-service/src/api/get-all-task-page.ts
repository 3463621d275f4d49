import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Every work order of this year (not cancelled). */
export const getAllTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.allTaskPage, input, options);
