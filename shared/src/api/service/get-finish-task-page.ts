import { ENDPOINTS } from '../../contract/endpoints';
import type { WorkOrderListRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Work orders finished (signed) this year. */
export const getFinishTaskPage = (input: WorkOrderListRequest, options?: CallOptions) =>
  request(ENDPOINTS.finishTaskPage, input, options);
