import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type TaskIdQuery } from '@pest-portal/shared/contract/service';

/** One work order, with what the customer may still do (canSign, canComment). */
export const getTaskDetail = (input: TaskIdQuery, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskDetail, input, options);
