import { Alert, Progress, Typography } from 'antd';
import { formatBytes } from '../../components/save-blob';
import { useT } from '../../i18n';
import type { PackDownload } from './use-pack-download';

/** Where the download is: bytes received while it streams, then the saved file or the failure. */
export function PackProgress({ status }: { status: PackDownload }) {
  const t = useT();
  switch (status.state) {
    case 'idle':
      return null;
    case 'running':
      return (
        <div role="status" aria-live="polite">
          {/* The final size is unknown while the server builds the archive: an active bar, no made-up percentage. */}
          <Progress percent={100} status="active" showInfo={false} />
          <Typography.Text>
            {t('pack.progress', { size: formatBytes(status.received) })}
          </Typography.Text>
        </div>
      );
    case 'done':
      return (
        <Alert
          type="success"
          showIcon
          title={t('pack.done', { name: status.fileName, size: formatBytes(status.size) })}
        />
      );
    case 'failed':
      return <Alert type="error" showIcon title={t('pack.failed', { reason: status.reason })} />;
    case 'cancelled':
      return <Alert type="info" showIcon title={t('pack.cancelled')} />;
  }
}
