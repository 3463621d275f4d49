import { PHOTO_MAX_MB, photoProblem, type MessageVars } from '@pest-portal/shared';
import { FEEDBACK_LIMITS } from '@pest-portal/shared/contract/feedback';
import type { FeedbackMessageKey } from '../../../i18n';

export interface PhotoMessage {
  key: FeedbackMessageKey;
  vars: MessageVars;
}

/**
 * The shared photo checks (type, size, count), worded for the feedback form.
 * @param alreadyChosen photos in the picker plus those ahead of this one in the same pick
 */
export function checkPhoto(
  file: Pick<File, 'name' | 'size' | 'type'>,
  alreadyChosen: number,
): PhotoMessage | null {
  switch (photoProblem(file, alreadyChosen, FEEDBACK_LIMITS.images)) {
    case 'tooMany':
      return { key: 'feedback.photoTooMany', vars: { max: FEEDBACK_LIMITS.images } };
    case 'badType':
      return { key: 'feedback.photoBadType', vars: { name: file.name } };
    case 'tooLarge':
      return { key: 'feedback.photoTooLarge', vars: { name: file.name, size: PHOTO_MAX_MB } };
    default:
      return null;
  }
}
