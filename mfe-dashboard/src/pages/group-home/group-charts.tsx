import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isMobile, useLocaleStore } from '@pest-portal/shared';
import type { RISK_STATUSES } from '@pest-portal/shared/contract/dashboard';
import { monthSatisfactionQuery } from '../../api/get-month-satisfaction';
import { responsibleMemberCountQuery } from '../../api/get-responsible-member-count';
import { riskCountQuery } from '../../api/get-risk-count';
import { riskFollowQuery } from '../../api/get-risk-follow';
import { riskMemberQuery } from '../../api/get-risk-member';
import { riskTypeCountQuery } from '../../api/get-risk-type-count';
import { taskSatisfactionQuery } from '../../api/get-task-satisfaction';
import { monthsBetween } from '../../charts/format';
import { ratingOption, satisfactionTrendOption } from '../../charts/group-options';
import { pairedBarOption, rankingOption, shareOption } from '../../charts/home-options';
import { QueryChart } from '../../charts/query-chart';
import { useT } from '../../i18n';
import type { GroupRange } from './group-range';
import { RegionChart } from './region-chart';

const HEIGHT = 300;

interface GroupChartsProps {
  range: GroupRange;
  /** A member company picked on the risks-per-member chart: the page drills into it. */
  onDrill: (memberId: number) => void;
}

/** The group home's charts, all driven by the same period, member and provider. */
export function GroupCharts({ range, onDrill }: GroupChartsProps) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const compact = isMobile();
  const months = useMemo(() => monthsBetween(range.startDate, range.endDate), [range]);
  const version = `${locale}|${range.startDate}|${range.endDate}`;
  const members = useQuery(riskMemberQuery(range));
  const types = useQuery(riskTypeCountQuery(range));
  const follow = useQuery(riskFollowQuery(range));
  const monthly = useQuery(monthSatisfactionQuery(range));
  const ratings = useQuery(taskSatisfactionQuery(range));
  const grades = useQuery(riskCountQuery(range));
  const responsible = useQuery({
    ...responsibleMemberCountQuery(range),
    // One slice a kind of company, so the ring reads like the other shares; an empty kind
    // has no slice (its label would sit on top of another's).
    select: (c) =>
      [
        { name: t('dashboard.group.responsible.open'), value: c.withOpenRisks },
        { name: t('dashboard.group.responsible.closed'), value: c.allClosed },
        { name: t('dashboard.group.responsible.none'), value: c.noRisks },
      ].filter((slice) => slice.value > 0),
  });
  const drill = (name: string) => {
    const member = members.data?.find((m) => m.memberName === name);
    if (member && member.memberId !== range.memberId) onDrill(member.memberId);
  };
  const statusName = (status: (typeof RISK_STATUSES)[number]) =>
    t(`dashboard.riskStatus.${status}`);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
        gap: 12,
      }}
    >
      <QueryChart
        title={t('dashboard.group.riskMember.title')}
        note={t('dashboard.group.riskMember.note')}
        height={HEIGHT}
        version={version}
        query={members}
        hasData={(rows) => rows.some((r) => r.found > 0)}
        onClick={drill}
        option={(rows) =>
          rankingOption(
            locale,
            rows.map((r) => ({ name: r.memberName, value: r.found })),
            t('dashboard.group.riskCount'),
          )
        }
      />
      <QueryChart
        title={t('dashboard.group.riskType.title')}
        height={HEIGHT}
        version={version}
        query={types}
        option={(rows) =>
          shareOption(
            locale,
            rows.map((r) => ({ name: r.riskTypeName, value: r.count })),
            t('dashboard.count'),
            compact,
          )
        }
      />
      <QueryChart
        title={t('dashboard.group.riskFollow.title')}
        height={HEIGHT}
        version={version}
        query={follow}
        hasData={(rows) => rows.some((r) => r.count > 0)}
        option={(rows) =>
          shareOption(
            locale,
            rows.map((r) => ({ name: statusName(r.status), value: r.count })),
            t('dashboard.count'),
            compact,
          )
        }
      />
      <RegionChart range={range} height={HEIGHT} />
      <QueryChart
        title={t('dashboard.group.riskCount.title')}
        height={HEIGHT}
        version={version}
        query={grades}
        hasData={(rows) => rows.some((r) => r.found > 0)}
        option={(rows) =>
          pairedBarOption(
            locale,
            rows.map((r) => r.riskGradeName),
            [
              { name: t('dashboard.group.riskCount'), data: rows.map((r) => r.found) },
              { name: t('dashboard.group.openRiskCount'), data: rows.map((r) => r.open) },
            ],
          )
        }
      />
      <QueryChart
        title={t('dashboard.group.responsible.title')}
        note={t('dashboard.group.responsible.note')}
        height={HEIGHT}
        version={version}
        query={responsible}
        hasData={(rows) => rows.some((r) => r.value > 0)}
        option={(rows) => shareOption(locale, rows, t('dashboard.group.memberCount'), compact)}
      />
      <QueryChart
        title={t('dashboard.group.monthSatisfaction.title')}
        height={HEIGHT}
        version={version}
        query={monthly}
        option={(rows) => satisfactionTrendOption(locale, months, rows, t('dashboard.group.score'))}
      />
      <QueryChart
        title={t('dashboard.group.taskSatisfaction.title')}
        height={HEIGHT}
        version={version}
        query={ratings}
        hasData={(rows) => rows.some((r) => r.count > 0)}
        option={(rows) =>
          ratingOption(
            locale,
            rows,
            (score) => t('dashboard.group.stars', { score }),
            t('dashboard.group.rated'),
          )
        }
      />
    </div>
  );
}
