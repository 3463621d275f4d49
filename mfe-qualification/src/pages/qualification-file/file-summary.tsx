import { Space, Typography } from '@pest-portal/shared/antd';
import { ToneTag } from '@pest-portal/shared/ui';
import type { SystemFilesPage } from '@pest-portal/shared/contract/qualification';
import { useT } from '../../i18n';

/** The counts at the top of the page: all files, expired ones, those ending within 30 days. */
export function FileSummary({ summary }: { summary: SystemFilesPage['summary'] }) {
  const t = useT();
  return (
    <Space wrap size={[8, 8]} role="status" aria-live="polite">
      <Typography.Text strong>{t('files.summary.total', { count: summary.total })}</Typography.Text>
      <ToneTag tone={summary.expired ? 'error' : 'neutral'}>
        {t('files.summary.expired', { count: summary.expired })}
      </ToneTag>
      <ToneTag tone={summary.expiring ? 'warning' : 'neutral'}>
        {t('files.summary.expiring', { count: summary.expiring })}
      </ToneTag>
    </Space>
  );
}
