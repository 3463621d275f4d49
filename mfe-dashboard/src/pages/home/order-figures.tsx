import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from '@pest-portal/shared/antd';
import { Statistic } from '@pest-portal/shared/antd/data';
import { Link } from '@pest-portal/shared/router';
import { paths, portalTheme, useLocaleStore, type PathName } from '@pest-portal/shared';
import type { OrderSummary } from '@pest-portal/shared/contract/dashboard';
import { orderSummaryQuery } from '../../api/get-order-summary';
import { formatCount } from '../../charts/format';
import { useT, type DashboardMessageKey } from '../../i18n';

/** Each figure and the service section's list whose total it is. */
const FIGURES: ReadonlyArray<[keyof OrderSummary, DashboardMessageKey, PathName]> = [
  ['waitSign', 'dashboard.figures.waitSign', 'serviceReportStatus'],
  ['waitService', 'dashboard.figures.waitService', 'waitingServiceStatus'],
  ['remaining', 'dashboard.figures.remaining', 'remainingWorkOrders'],
  ['annualTotal', 'dashboard.figures.annualTotal', 'annualTotalWorkOrder'],
  ['completed', 'dashboard.figures.completed', 'completedCurrentYear'],
];

/** The five work-order figures, each a link to its list. */
export function OrderFigures() {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const { data, isPending } = useQuery(orderSummaryQuery());
  return (
    // A grid that fits as many 150 px figures as the width allows: five on a desktop, two on a phone.
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 12,
      }}
    >
      {FIGURES.map(([field, label, path]) => (
        <Link
          key={field}
          to={paths[path].path}
          title={t('dashboard.figures.open', { name: t(label) })}
          style={{ display: 'block' }}
        >
          <Card size="small" hoverable>
            {isPending || !data ? (
              <Skeleton paragraph={false} />
            ) : (
              <Statistic
                title={t(label)}
                value={data[field]}
                formatter={(v) => formatCount(locale, Number(v))}
                styles={{ content: { color: portalTheme.token.colorPrimary } }}
              />
            )}
          </Card>
        </Link>
      ))}
    </div>
  );
}
