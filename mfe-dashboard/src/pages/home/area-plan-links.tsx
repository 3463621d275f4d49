import { Flex, Typography } from '@pest-portal/shared/antd';
import { Link } from '@pest-portal/shared/router';
import type { AreaDeviceRow } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import { sitePlanHref } from '../site-plan/site-plan-search';
import type { HomeRange } from './home-range';

/** A link per area to its site plan over the home page's period (issue 10: the site plan's way in). */
export function AreaPlanLinks({
  rows,
  range,
}: {
  rows: readonly AreaDeviceRow[];
  range: HomeRange;
}) {
  const t = useT();
  return (
    <Flex
      component="nav"
      wrap
      gap="4px 12px"
      align="center"
      aria-label={t('dashboard.sitePlan.links')}
      style={{ marginTop: 8 }}
    >
      <Typography.Text type="secondary">{t('dashboard.sitePlan.open')}</Typography.Text>
      {rows.map((row) => (
        <Link
          key={row.areaId}
          to={sitePlanHref({
            startDate: range.startDate,
            endDate: range.endDate,
            areaId: row.areaId,
          })}
          aria-label={t('dashboard.sitePlan.openArea', { name: row.areaName })}
        >
          {row.areaName}
        </Link>
      ))}
    </Flex>
  );
}
