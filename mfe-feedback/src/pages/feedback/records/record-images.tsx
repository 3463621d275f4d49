import { Image, Space } from 'antd';
import { useT } from '../../../i18n';

/** Thumbnails of a record's photos; a click opens them full size, browsable as a group. */
export function RecordImages({ urls, size = 48 }: { urls: string[]; size?: number }) {
  const t = useT();
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {urls.map((url, i) => (
          <Image
            key={url}
            src={url}
            width={size}
            height={size}
            style={{ objectFit: 'cover' }}
            alt={`${t('feedback.images')} ${i + 1}`}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
