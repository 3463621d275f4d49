import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { WorkOrderListRequest } from '@pest-portal/shared/contract/service';

/** This year's work orders not yet served (skipPage). */
export const getSkipPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskSkipPage, input, options);
