import { Progress } from 'antd';
import { formatPercent } from '../../components/format';

/** A completion rate (0-1) as a bar with its percentage. */
export function Completion({ rate }: { rate: number }) {
  return (
    <Progress
      percent={Math.round(rate * 1000) / 10}
      size="small"
      style={{ minWidth: 120, margin: 0 }}
      format={() => formatPercent(rate)}
      status={rate >= 1 ? 'success' : 'normal'}
    />
  );
}
