import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Work orders finished (signed) this year. */
export const getFinishTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.finishTaskPage, input, options);
