import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Work orders finished (signed) this year. */
export const getFinishTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.finishTaskPage, input, options);
