import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** The customer's rating and comment; null until given. */
export const getTaskComment = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskCommentDetail, input, options);
