import { Button, Result, Skeleton } from '@pest-portal/shared/antd';
import { useT } from '../i18n';

/** What a chart shows while its data, or the chart library, is on its way. */
export function ChartLoading() {
  return <Skeleton paragraph={{ rows: 5 }} />;
}

/** A chart that could not be drawn (its data, or the library, failed to arrive), with a retry. */
export function ChartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t('dashboard.chart.failed')}
      extra={<Button onClick={onRetry}>{t('dashboard.chart.retry')}</Button>}
    />
  );
}
