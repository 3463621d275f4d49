import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { isMobile, useLocaleStore } from '@pest-portal/shared';
import { areaDeviceCountQuery } from '../../api/get-area-device-count';
import { areaPestCountQuery } from '../../api/get-area-pest-count';
import { monthPestCountQuery } from '../../api/get-month-pest-count';
import { pestCountQuery } from '../../api/get-pest-count';
import { riskTrendQuery } from '../../api/get-risk-trend';
import { monthsBetween } from '../../charts/format';
import {
  areaDeviceOption,
  monthPestOption,
  rankingOption,
  riskTrendOption,
  shareOption,
} from '../../charts/home-options';
import { QueryChart } from '../../charts/query-chart';
import { useT } from '../../i18n';
import { sitePlanHref } from '../site-plan/site-plan-search';
import { AreaPlanLinks } from './area-plan-links';
import type { HomeRange } from './home-range';

const HEIGHT = 300;

/** The five charts of the home page, all driven by the same period and area. */
export function HomeCharts({ range }: { range: HomeRange }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const compact = isMobile();
  const months = useMemo(() => monthsBetween(range.startDate, range.endDate), [range]);
  const risk = useQuery(riskTrendQuery(range));
  const monthPest = useQuery(monthPestCountQuery(range));
  const pests = useQuery(pestCountQuery(range));
  const areaPests = useQuery(areaPestCountQuery(range));
  const devices = useQuery(areaDeviceCountQuery(range));
  const navigate = useNavigate();
  // A click on an area's bar opens its site plan over the same period.
  const openPlan = (areaName: string) => {
    const area = devices.data?.find((r) => r.areaName === areaName);
    if (area) void navigate(sitePlanHref({ ...range, areaId: area.areaId }));
  };
  const version = `${locale}|${range.startDate}|${range.endDate}`;
  const grid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
    gap: 12,
  } as const;
  return (
    <div style={grid}>
      <QueryChart
        height={HEIGHT}
        title={t('dashboard.monthPest.title')}
        version={version}
        query={monthPest}
        option={(rows) => monthPestOption(locale, months, rows)}
      />
      <QueryChart
        height={HEIGHT}
        title={t('dashboard.riskTrend.title')}
        note={t('dashboard.riskTrend.note')}
        version={version}
        query={risk}
        option={(rows) =>
          riskTrendOption(locale, months, rows, {
            found: t('dashboard.riskTrend.found'),
            closed: t('dashboard.riskTrend.closed'),
          })
        }
      />
      <QueryChart
        height={HEIGHT}
        title={t('dashboard.pestCount.title')}
        version={version}
        query={pests}
        option={(rows) =>
          shareOption(
            locale,
            rows.map((r) => ({ name: r.pestName, value: r.count })),
            t('dashboard.count'),
            compact,
          )
        }
      />
      <QueryChart
        height={HEIGHT}
        title={t('dashboard.areaPest.title')}
        version={version}
        query={areaPests}
        hasData={(rows) => rows.some((r) => r.count > 0)}
        option={(rows) =>
          rankingOption(
            locale,
            rows.map((r) => ({ name: r.areaName, value: r.count })),
            t('dashboard.count'),
          )
        }
      />
      <QueryChart
        height={HEIGHT}
        title={t('dashboard.areaDevice.title')}
        version={version}
        query={devices}
        hasData={(rows) => rows.some((r) => r.deviceCount > 0)}
        onClick={openPlan}
        footer={<AreaPlanLinks rows={devices.data ?? []} range={range} />}
        option={(rows) =>
          areaDeviceOption(locale, rows, {
            devices: t('dashboard.areaDevice.devices'),
            active: t('dashboard.areaDevice.active'),
          })
        }
      />
    </div>
  );
}
