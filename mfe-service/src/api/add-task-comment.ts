import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type CommentAddRequest } from '@pest-portal/shared/contract/service';

/** Rate a served visit (once). */
export const addTaskComment = (input: CommentAddRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskCommentAdd, input, options);
