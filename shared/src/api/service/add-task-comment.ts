import { ENDPOINTS } from '../../contract/endpoints';
import type { CommentAddRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Rate a served visit (once). */
export const addTaskComment = (input: CommentAddRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskCommentAdd, input, options);
