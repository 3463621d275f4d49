import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from '@pest-portal/shared/antd';
import { Statistic } from '@pest-portal/shared/antd/data';
import { portalTheme, useLocaleStore } from '@pest-portal/shared';
import type { DataSummary } from '@pest-portal/shared/contract/dashboard';
import { dataSummaryQuery } from '../../api/get-data-summary';
import { formatCount, numberFormat } from '../../charts/format';
import { useT, type DashboardMessageKey } from '../../i18n';
import type { GroupRange } from './group-range';

const FIGURES: ReadonlyArray<[keyof DataSummary, DashboardMessageKey]> = [
  ['memberCount', 'dashboard.group.memberCount'],
  ['visitCount', 'dashboard.group.visitCount'],
  ['riskCount', 'dashboard.group.riskCount'],
  ['openRiskCount', 'dashboard.group.openRiskCount'],
  ['avgScore', 'dashboard.group.avgScore'],
];

/** The group's figures over the period (dataSummary). */
export function GroupFigures({ range }: { range: GroupRange }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const { data, isPending } = useQuery(dataSummaryQuery(range));
  const shown = (field: keyof DataSummary): string => {
    const value = data?.[field];
    if (value === null || value === undefined) return t('dashboard.group.noScore');
    return field === 'avgScore'
      ? numberFormat(locale, { minimumFractionDigits: 1 }).format(value)
      : formatCount(locale, value);
  };
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 12,
      }}
    >
      {FIGURES.map(([field, label]) => (
        <Card key={field} size="small">
          {isPending || !data ? (
            <Skeleton paragraph={false} />
          ) : (
            <Statistic
              title={t(label)}
              value={shown(field)}
              styles={{ content: { color: portalTheme.token.colorPrimary } }}
            />
          )}
        </Card>
      ))}
    </div>
  );
}
