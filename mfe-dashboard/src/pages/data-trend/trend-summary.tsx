import { Typography } from '@pest-portal/shared/antd';
import { useLocaleStore } from '@pest-portal/shared';
import type { TrendRow } from '@pest-portal/shared/contract/dashboard';
import { formatCount } from '../../charts/format';
import { useT } from '../../i18n';

/** The figures behind the chart in one line: devices drawn, checks, catches in the period. */
export function TrendSummary({
  rows,
  deviceCount,
}: {
  rows: TrendRow[] | undefined;
  deviceCount: number;
}) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  if (!rows) return null;
  const checks = rows.reduce((n, r) => n + r.checks, 0);
  const count = rows.reduce((n, r) => n + r.count, 0);
  return (
    <Typography.Text role="status">
      {t('dashboard.trend.summary', {
        devices: formatCount(locale, deviceCount),
        checks: formatCount(locale, checks),
        count: formatCount(locale, count),
      })}
    </Typography.Text>
  );
}
