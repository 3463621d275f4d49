import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** Every work order of this year (not cancelled). */
export const getAllTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.allTaskPage, input, options);
