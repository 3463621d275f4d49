import type { UploadFile } from 'antd';
import type { UploadedFile } from '@pest-portal/shared';
import type { FeedbackSubmitRequest, FeedbackType } from '@pest-portal/shared/contract/feedback';
import type { FeedbackDraft } from '../draft/feedback-draft';

/** One photo in the picker: uploading, or uploaded with its URL. */
export type PhotoFile = UploadFile<UploadedFile>;

export interface FeedbackFormValues {
  feedbackType?: FeedbackType;
  content?: string;
  contact?: string;
  photos?: PhotoFile[];
}

export function photoUrl(photo: PhotoFile): string | undefined {
  return photo.url ?? photo.response?.fileUrl;
}

function uploadedUrls(photos: PhotoFile[] = []): string[] {
  return photos.filter((p) => p.status === 'done').flatMap((p) => photoUrl(p) ?? []);
}

export function toDraft(values: FeedbackFormValues): FeedbackDraft {
  return {
    feedbackType: values.feedbackType,
    content: values.content ?? '',
    contact: values.contact ?? '',
    images: uploadedUrls(values.photos),
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
    images: uploadedUrls(values.photos),
  };
}
