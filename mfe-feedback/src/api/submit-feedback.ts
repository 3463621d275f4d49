import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import {
  FEEDBACK_ENDPOINTS,
  type FeedbackSubmitRequest,
} from '@pest-portal/shared/contract/feedback';
import { feedbackRecordsKey } from './get-feedback-page';

export const submitFeedback = (input: FeedbackSubmitRequest, options?: CallOptions) =>
  request(FEEDBACK_ENDPOINTS.feedbackSubmit, input, options);

export interface FeedbackSubmission {
  input: FeedbackSubmitRequest;
  /** The feedback's idempotency key: a resend after a lost answer is stored once. */
  requestId: string;
}

/**
 * Send one feedback, quietly (the form says what failed, in place). Once the server took
 * it, the records are stale: the new row is on their first page.
 */
export function useSubmitFeedback() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ input, requestId }: FeedbackSubmission) =>
      submitFeedback(input, { quiet: true, requestId }),
    // Not awaited: the records refetch when they are next shown, the form need not wait.
    onSuccess: () => void queries.invalidateQueries({ queryKey: feedbackRecordsKey() }),
  });
}
