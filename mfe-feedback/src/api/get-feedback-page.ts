import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { FeedbackPageRequest } from '@pest-portal/shared/contract/feedback';

export const getFeedbackPage = (input: FeedbackPageRequest, options?: CallOptions) =>
  request(ENDPOINTS.feedbackPage, input, options);
