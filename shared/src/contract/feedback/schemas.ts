import { Type, type Static } from '@sinclair/typebox';
import { FileUrl } from '../files';
import { Id, Input, Nullable, OneOf, PAGE_INPUT, PageOf, Str, Text, TimeText } from '../schema';

export const FEEDBACK_TYPES = ['service', 'quality', 'complaint', 'suggestion', 'other'] as const;
export const FeedbackType = OneOf(FEEDBACK_TYPES);
export type FeedbackType = Static<typeof FeedbackType>;

export const FEEDBACK_STATUSES = ['pending', 'processing', 'replied'] as const;
export const FeedbackStatus = OneOf(FEEDBACK_STATUSES);
export type FeedbackStatus = Static<typeof FeedbackStatus>;

/** Business limits of feedback, shared by the form and the server's validation. */
export const FEEDBACK_LIMITS = {
  contentMin: 5,
  contentMax: 500,
  contactMax: 50,
  images: 6,
} as const;

export const FeedbackSubmitRequest = Input({
  feedbackType: FeedbackType,
  content: Text(FEEDBACK_LIMITS.contentMax, {
    minLength: FEEDBACK_LIMITS.contentMin,
    // The catalogue entry of its messages (src/http/validation/catalogue.ts in the API).
    title: 'feedbackContent',
  }),
  contact: Type.Optional(Text(FEEDBACK_LIMITS.contactMax, { default: '' })),
  /** URLs returned by the upload call. */
  images: Type.Optional(Type.Array(FileUrl(), { maxItems: FEEDBACK_LIMITS.images, default: [] })),
});
export type FeedbackSubmitRequest = Static<typeof FeedbackSubmitRequest>;

export const FeedbackSubmitResult = Type.Object({ id: Id() });
export type FeedbackSubmitResult = Static<typeof FeedbackSubmitResult>;

export const FeedbackPageRequest = Input({
  ...PAGE_INPUT,
  status: Type.Optional(FeedbackStatus),
});
export type FeedbackPageRequest = Static<typeof FeedbackPageRequest>;

export const FeedbackRecord = Type.Object({
  id: Type.Integer(),
  feedbackType: FeedbackType,
  content: Str(),
  contact: Str(),
  images: Type.Array(Str()),
  status: FeedbackStatus,
  reply: Nullable(Str()),
  replyTime: Nullable(TimeText()),
  createTime: TimeText(),
  memberName: Str(),
});
export type FeedbackRecord = Static<typeof FeedbackRecord>;

export const FeedbackPage = PageOf(FeedbackRecord);
