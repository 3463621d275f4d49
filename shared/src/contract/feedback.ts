import type { PageQuery } from './envelope';

export const FEEDBACK_TYPES = ['service', 'quality', 'complaint', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ['pending', 'processing', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Business limits of feedback, shared by the form and the server's validation. */
export const FEEDBACK_LIMITS = {
  contentMin: 5,
  contentMax: 500,
  contactMax: 50,
  images: 6,
} as const;

export interface FeedbackSubmitRequest {
  feedbackType: FeedbackType;
  content: string;
  contact: string;
  /** URLs returned by the upload call. */
  images: string[];
}

export interface FeedbackSubmitResult {
  id: number;
}

export interface FeedbackPageRequest extends PageQuery {
  status?: FeedbackStatus;
}

export interface FeedbackRecord {
  id: number;
  feedbackType: FeedbackType;
  content: string;
  contact: string;
  images: string[];
  status: FeedbackStatus;
  reply: string | null;
  replyTime: string | null;
  createTime: string;
  memberName: string;
}
