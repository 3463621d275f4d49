import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { CommentAddRequest } from '@pest-portal/shared/contract/service';

/** Rate a served visit (once). */
export const addTaskComment = (input: CommentAddRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskCommentAdd, input, options);
