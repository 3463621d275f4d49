import type { FeedbackSubmitRequest, FeedbackType } from '@pest-portal/shared/contract/feedback';
import { photoUrls, type PickedPhoto } from '@pest-portal/shared/ui';
import type { FeedbackDraft } from '../draft/feedback-draft';

/** One photo in the picker: uploading, or uploaded with its URL. */
export type PhotoFile = PickedPhoto;

export interface FeedbackFormValues {
  feedbackType?: FeedbackType;
  content?: string;
  contact?: string;
  photos?: PhotoFile[];
}

export function toDraft(values: FeedbackFormValues): FeedbackDraft {
  return {
    feedbackType: values.feedbackType,
    content: values.content ?? '',
    contact: values.contact ?? '',
    images: photoUrls(values.photos),
  };
}

function nameOf(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '') || url;
}

export function fromDraft(draft: FeedbackDraft): FeedbackFormValues {
  return {
    feedbackType: draft.feedbackType,
    content: draft.content,
    contact: draft.contact,
    photos: draft.images.map((url, i) => ({
      uid: `draft-${i}`,
      name: nameOf(url),
      status: 'done',
      url,
    })),
  };
}

/** Called only after validation, so the required fields are there. */
export function toRequest(values: FeedbackFormValues): FeedbackSubmitRequest {
  return {
    feedbackType: values.feedbackType ?? 'other',
    content: (values.content ?? '').trim(),
    contact: (values.contact ?? '').trim(),
    images: photoUrls(values.photos),
  };
}
