import { ENDPOINTS } from '../../contract/endpoints';
import type { FeedbackSubmitRequest } from '../../contract/feedback';
import { request, type CallOptions } from '../http-client';

export const submitFeedback = (input: FeedbackSubmitRequest, options?: CallOptions) =>
  request(ENDPOINTS.feedbackSubmit, input, options);
