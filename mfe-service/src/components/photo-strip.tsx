import { Space } from '@pest-portal/shared/antd';
import { Image } from '@pest-portal/shared/antd/records';

interface PhotoStripProps {
  photos: { url: string; alt: string }[];
  size?: number;
}

/** Thumbnails that open full size on a click (antd Image preview), browsable as a group. */
export function PhotoStrip({ photos, size = 64 }: PhotoStripProps) {
  if (photos.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={6} wrap>
        {photos.map((p) => (
          <Image
            key={p.url}
            src={p.url}
            alt={p.alt}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
