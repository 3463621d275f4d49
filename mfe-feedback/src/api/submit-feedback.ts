import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { FeedbackSubmitRequest } from '@pest-portal/shared/contract/feedback';

export const submitFeedback = (input: FeedbackSubmitRequest, options?: CallOptions) =>
  request(ENDPOINTS.feedbackSubmit, input, options);
