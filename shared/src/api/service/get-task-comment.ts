import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** The customer's rating and comment; null until given. */
export const getTaskComment = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskCommentDetail, input, options);
