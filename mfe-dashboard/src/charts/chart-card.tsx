import { Card, Empty, Typography } from '@pest-portal/shared/antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { ChartFailed, ChartLoading } from './chart-states';

interface ChartCardProps {
  title: string;
  /** A line under the title saying what the chart counts, when the title alone could mislead. */
  note?: string;
  height: number;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  /** Controls in the card's header (the data trend page's chart/table switch and save button). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every chart: its title, then exactly one of loading, a failure with a
 * retry, "no data in the range", or the chart. The body keeps the chart's height in
 * every state, so the page does not jump as the charts arrive. The chart library is
 * not asked for here but by the chart itself, once its rows are there (./load-echarts
 * says why).
 */
export function ChartCard(props: ChartCardProps) {
  const t = useT();
  const { title, note, height, loading, failed, empty, onRetry, extra, children } = props;
  let body: ReactNode = children;
  if (loading) body = <ChartLoading />;
  else if (failed) body = <ChartFailed onRetry={onRetry} />;
  else if (empty) body = <Empty description={t('dashboard.chart.empty')} />;
  return (
    <Card
      title={title}
      extra={extra}
      size="small"
      styles={{ body: { minHeight: height } }}
      role="region"
      aria-label={title}
      aria-busy={loading}
    >
      {note && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {note}
        </Typography.Text>
      )}
      {body}
    </Card>
  );
}
