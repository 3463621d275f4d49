import { Empty } from '@pest-portal/shared/antd';
import { type WorkImage } from '@pest-portal/shared/contract/service';
import { PhotoStrip } from '../../components/photo-strip';
import { DetailSection } from './detail-section';
import { useT } from '../../i18n';

/** The technician's photos of the visit; each opens full size. */
export function PhotosSection({ images }: { images: WorkImage[] }) {
  const t = useT();
  return (
    <DetailSection
      title={t('service.detail.photos')}
      collapsible
      summary={t('service.detail.count', { count: images.length })}
    >
      {images.length === 0 ? (
        <Empty description={t('service.detail.noPhotos')} />
      ) : (
        <PhotoStrip
          size={96}
          photos={images.map((img, i) => ({
            url: img.imageUrl,
            alt: img.caption || t('service.detail.photoAlt', { n: i + 1 }),
          }))}
        />
      )}
    </DetailSection>
  );
}
