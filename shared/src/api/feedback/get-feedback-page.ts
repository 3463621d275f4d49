import { ENDPOINTS } from '../../contract/endpoints';
import type { FeedbackPageRequest } from '../../contract/feedback';
import { request, type CallOptions } from '../http-client';

export const getFeedbackPage = (input: FeedbackPageRequest, options?: CallOptions) =>
  request(ENDPOINTS.feedbackPage, input, options);
