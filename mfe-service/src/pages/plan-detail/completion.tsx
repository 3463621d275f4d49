import { Progress } from '@pest-portal/shared/antd/data';
import { formatPercent } from '@pest-portal/shared/ui';

/**
 * A completion rate (0-1) as a bar with its percentage. `label` names the bar for screen
 * readers (a progressbar needs a name: axe's aria-progressbar-name), e.g. the row's company.
 */
export function Completion({ rate, label }: { rate: number; label: string }) {
  return (
    <Progress
      aria-label={label}
      percent={Math.round(rate * 1000) / 10}
      size="small"
      style={{ minWidth: 120, margin: 0 }}
      format={() => formatPercent(rate)}
      status={rate >= 1 ? 'success' : 'normal'}
    />
  );
}
