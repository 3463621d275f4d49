import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from '@pest-portal/shared/antd';
import { Link } from '@pest-portal/shared/router';
import { isMobile, paths } from '@pest-portal/shared';
import { dataSummaryQuery } from '../../api/get-data-summary';
import { useT } from '../../i18n';
import { sitePlanHref } from '../site-plan/site-plan-search';
import { useDrawnAfter } from '../use-drawn-after';
import { GroupCharts } from './group-charts';
import { GroupFigures } from './group-figures';
import { GroupFilterBar } from './group-filter-bar';
import { useGroupRange } from './use-group-range';

/**
 * /groupHome for a headquarters account: the group's figures and risk and satisfaction
 * charts over a period, narrowed to a member company or a service provider; a click on a
 * company in the risks-per-member chart drills into it (Back returns to the group). The
 * header links to the members' site plans (a headquarters has no home page to reach them
 * from) and to the pest alert rules.
 */
export function GroupHomePage() {
  const t = useT();
  const [range, setRange] = useGroupRange();
  // The figures first; the filters and charts once they are on screen (or have failed).
  const figures = useQuery(dataSummaryQuery(range));
  const rest = useDrawnAfter(!figures.isPending);
  return (
    <Flex vertical gap={12} style={{ padding: isMobile() ? 12 : 0, minWidth: 0 }}>
      <section aria-label={t('dashboard.group.figures')}>
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('dashboard.group.figures')}
          </Typography.Title>
          <Flex gap={16} wrap>
            {/* The member chosen in the filter opens its plans; else the page asks for one. */}
            <Link
              to={sitePlanHref({
                memberId: range.memberId,
                startDate: range.startDate,
                endDate: range.endDate,
              })}
            >
              {t('dashboard.sitePlan.title')}
            </Link>
            <Link to={paths.alertRules.path}>{t('dashboard.alerts.link')}</Link>
          </Flex>
        </Flex>
        <GroupFigures range={range} />
      </section>
      {rest && (
        <>
          <GroupFilterBar range={range} onChange={setRange} />
          <GroupCharts
            range={range}
            onDrill={(memberId) => setRange({ ...range, memberId }, true)}
          />
        </>
      )}
    </Flex>
  );
}
