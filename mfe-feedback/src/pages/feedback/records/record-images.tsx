import { Space, Typography } from '@pest-portal/shared/antd';
import { Image } from '@pest-portal/shared/antd/records';
import { useT } from '../../../i18n';

/**
 * Thumbnails of a record's photos; a click opens them full size, browsable as a group.
 * A record sent without a photo says so: an empty cell reads as "still loading" or "broken".
 */
export function RecordImages({ urls, size = 48 }: { urls: string[]; size?: number }) {
  const t = useT();
  if (urls.length === 0)
    return <Typography.Text type="secondary">{t('feedback.noImages')}</Typography.Text>;
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
