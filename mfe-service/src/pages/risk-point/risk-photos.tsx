import { RISK_POINT_LIMITS } from '@pest-portal/shared/contract/service';
import { PhotoPicker, type PhotoPickerTexts, type PickedPhoto } from '@pest-portal/shared/ui';
import { useT } from '../../i18n';

export { photoUrls } from '@pest-portal/shared/ui';

interface RiskPhotosProps {
  id?: string;
  value?: PickedPhoto[];
  onChange?: (files: PickedPhoto[]) => void;
}

/**
 * Up to 6 photos of the risk, each uploaded as it is picked (the kit's picker, in the
 * section's words). A removed photo stays on the server: nothing deletes it there.
 */
export function RiskPhotos(props: RiskPhotosProps) {
  const t = useT();
  const texts: PhotoPickerTexts = {
    add: t('service.riskPoint.photoAdd'),
    tooMany: (max) => t('service.riskPoint.photosMax', { max }),
    badType: (name) => t('service.riskPoint.photoType', { name }),
    tooLarge: (name, size) => t('service.riskPoint.photoSize', { name, size }),
    uploadFailed: (name, reason) => t('service.riskPoint.photoFailed', { name, reason }),
  };
  return <PhotoPicker {...props} max={RISK_POINT_LIMITS.images} texts={texts} />;
}
