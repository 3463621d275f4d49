import { post } from '../endpoint';
import {
  FeedbackPage,
  FeedbackPageRequest,
  FeedbackSubmitRequest,
  FeedbackSubmitResult,
} from './schemas';

/** The feedback section's endpoints (spec §7). */
export const FEEDBACK_ENDPOINTS = {
  feedbackSubmit: post('/customer/feedback/submit', {
    input: FeedbackSubmitRequest,
    output: FeedbackSubmitResult,
  }),
  feedbackPage: post('/customer/feedback/page', {
    input: FeedbackPageRequest,
    output: FeedbackPage,
  }),
} as const;
