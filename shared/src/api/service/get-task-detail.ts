import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** One work order, with what the customer may still do (canSign, canComment). */
export const getTaskDetail = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskDetail, input, options);
