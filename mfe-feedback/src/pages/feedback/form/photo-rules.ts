import {
  FEEDBACK_LIMITS,
  UPLOAD_LIMITS,
  type MessageKey,
  type MessageVars,
} from '@pest-portal/shared';

/** Photos only: the upload call also takes PDFs, which a feedback photo is not. */
export const PHOTO_TYPES: readonly string[] = UPLOAD_LIMITS.types.filter((type) =>
  type.startsWith('image/'),
);

export const PHOTO_MAX_MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

export interface PhotoProblem {
  key: MessageKey;
  vars: MessageVars;
}

/**
 * Checked before uploading, so a photo the server would refuse never costs a round trip.
 * @param alreadyChosen photos in the picker plus those ahead of this one in the same pick
 */
export function checkPhoto(
  file: Pick<File, 'name' | 'size' | 'type'>,
  alreadyChosen: number,
): PhotoProblem | null {
  if (alreadyChosen >= FEEDBACK_LIMITS.images)
    return { key: 'feedback.photoTooMany', vars: { max: FEEDBACK_LIMITS.images } };
  if (!PHOTO_TYPES.includes(file.type))
    return { key: 'feedback.photoBadType', vars: { name: file.name } };
  if (file.size > UPLOAD_LIMITS.maxBytes)
    return { key: 'feedback.photoTooLarge', vars: { name: file.name, size: PHOTO_MAX_MB } };
  return null;
}
