import { mutationOptions } from '@tanstack/react-query';
import type { CommentAddRequest } from '@pest-portal/shared/contract/service';
import { addTaskComment } from '../api/add-task-comment';
import { visitChanged } from './visit-changed';

export interface RatingSubmit extends CommentAddRequest {
  /** Kept by the form until the rating is accepted: a resend stores it once. */
  requestId: string;
}

/** Rate a visit (once); the visit and its lists then show the rating. */
export const addTaskCommentMutation = () =>
  mutationOptions({
    mutationFn: ({ requestId, ...input }: RatingSubmit) =>
      addTaskComment(input, { quiet: true, requestId }),
    onSuccess: (_comment, { taskId }, _result, { client }) => void visitChanged(client, taskId),
  });
