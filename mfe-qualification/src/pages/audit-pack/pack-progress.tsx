import { Alert, Typography } from '@pest-portal/shared/antd';
import { Progress } from '@pest-portal/shared/antd/data';
import { formatBytes } from '@pest-portal/shared/ui';
import { useT } from '../../i18n';
import type { PackDownload } from './use-pack-download';

/** Where the download is: entries packed of all while it streams, then the saved file or the failure. */
export function PackProgress({ status }: { status: PackDownload }) {
  const t = useT();
  switch (status.state) {
    case 'idle':
      return null;
    case 'running':
      return (
        <div role="status" aria-live="polite">
          <Progress
            percent={status.total > 0 ? Math.floor((status.packed / status.total) * 100) : 0}
            status="active"
            showInfo={false}
          />
          <Typography.Text>
            {t('pack.progress', { packed: status.packed, total: status.total })}
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
