import { FEEDBACK_TYPES, type FeedbackType } from '@pest-portal/shared/contract/feedback';

/** What survives a failed send and a reload: the form's values, photos as uploaded URLs. */
export interface FeedbackDraft {
  feedbackType?: FeedbackType;
  content: string;
  contact: string;
  images: string[];
  /** The submit's request id, kept until the send succeeds (a resend then stores one record). */
  requestId?: string;
}

export function isEmptyDraft(draft: FeedbackDraft): boolean {
  return !draft.feedbackType && !draft.content && !draft.contact && draft.images.length === 0;
}

function isFeedbackType(value: unknown): value is FeedbackType {
  return typeof value === 'string' && (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/**
 * Read a stored draft defensively: it may have been written by an older build, so
 * anything of the wrong shape is dropped rather than handed to the form.
 */
export function parseDraft(value: unknown): FeedbackDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const draft: FeedbackDraft = {
    feedbackType: isFeedbackType(raw.feedbackType) ? raw.feedbackType : undefined,
    content: typeof raw.content === 'string' ? raw.content : '',
    contact: typeof raw.contact === 'string' ? raw.contact : '',
    images: Array.isArray(raw.images)
      ? raw.images.filter((u): u is string => typeof u === 'string')
      : [],
    ...(typeof raw.requestId === 'string' ? { requestId: raw.requestId } : {}),
  };
  return isEmptyDraft(draft) ? null : draft;
}

/** Drafts are per account (mid), so a shared computer never shows one customer's draft to another. */
export function draftKey(mid: string | null): string {
  return `feedback-draft:${mid ?? 'anonymous'}`;
}
