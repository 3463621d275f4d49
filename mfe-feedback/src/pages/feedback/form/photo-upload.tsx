import { FEEDBACK_LIMITS } from '@pest-portal/shared/contract/feedback';
import { PhotoPicker, type PhotoPickerTexts } from '@pest-portal/shared/ui';
import type { PhotoFile } from './form-values';
import { useT } from '../../../i18n';

interface PhotoUploadProps {
  /** Form.Item hands these three over, so the field's label names the file input. */
  id?: string;
  value?: PhotoFile[];
  onChange?: (photos: PhotoFile[]) => void;
}

/**
 * The photo picker of the feedback form (the kit's, in the section's words). A photo
 * removed before the feedback is sent is deleted on the server: nothing else would use it.
 */
export function PhotoUpload(props: PhotoUploadProps) {
  const t = useT();
  const texts: PhotoPickerTexts = {
    add: t('feedback.photoAdd'),
    tooMany: (max) => t('feedback.photoTooMany', { max }),
    badType: (name) => t('feedback.photoBadType', { name }),
    tooLarge: (name, size) => t('feedback.photoTooLarge', { name, size }),
    uploadFailed: (name, reason) => t('feedback.photoUploadFailed', { name, reason }),
  };
  return (
    <PhotoPicker
      {...props}
      max={FEEDBACK_LIMITS.images}
      texts={texts}
      deleteOnRemove={{ failed: (reason) => t('feedback.photoDeleteFailed', { reason }) }}
    />
  );
}
