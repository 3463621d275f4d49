import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from '@pest-portal/shared/router';
import { isMobile, useLocaleStore } from '@pest-portal/shared';
import { areaDeviceCountQuery } from '../../api/get-area-device-count';
import { areaPestCountQuery } from '../../api/get-area-pest-count';
import { inputPestsQuery } from '../../api/get-input-pests';
import { monthPestCountQuery } from '../../api/get-month-pest-count';
import { pestCountQuery } from '../../api/get-pest-count';
import { riskTrendQuery } from '../../api/get-risk-trend';
import { monthsBetween } from '../../charts/format';
import {
  areaDeviceOption,
  monthPestOption,
  pestColours,
  pestOrder,
  rankingOption,
  riskTrendOption,
  shareOption,
} from '../../charts/home-options';
import { QueryChart } from '../../charts/query-chart';
import { useT } from '../../i18n';
import { sitePlanHref } from '../site-plan/site-plan-search';
import { AreaPlanLinks } from './area-plan-links';
import type { HomeRange } from './home-range';
import { PestPicker } from './pest-picker';
import { usePestChoice } from './use-home-range';

const HEIGHT = 300;

/**
 * The five charts of the home page, all driven by the same period and area. The pests
 * recorded in the period (getInputPest) give the pest charts their order and colours, and
 * the monthly chart its choice of one pest.
 */
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
  const recorded = useQuery(inputPestsQuery(range));
  const [pestParam, setPest] = usePestChoice();
  // A pest chosen for another period, and not recorded in this one, shows every pest.
  const chosen = recorded.data?.some((p) => p.pestId === pestParam) ? pestParam : undefined;
  const navigate = useNavigate();
  // A click on an area's bar opens its site plan over the same period.
  const openPlan = (areaName: string) => {
    const area = devices.data?.find((r) => r.areaName === areaName);
    if (area) void navigate(sitePlanHref({ ...range, areaId: area.areaId }));
  };
  const version = `${locale}|${range.startDate}|${range.endDate}`;
  // The pest charts also read the recorded pests (their colours), the monthly one the choice.
  const pestVersion = `${version}|${recorded.data?.map((p) => p.pestId).join(',')}`;
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
        extra={<PestPicker pests={recorded.data} value={chosen} onChange={setPest} />}
        version={`${pestVersion}|${chosen}`}
        query={monthPest}
        waiting={recorded.isPending}
        hasData={(rows) => rows.some((r) => r.count > 0 && (!chosen || r.pestId === chosen))}
        option={(rows) => monthPestOption(locale, months, rows, recorded.data, chosen)}
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
        version={pestVersion}
        query={pests}
        waiting={recorded.isPending}
        option={(rows) => {
          const colours = pestColours(pestOrder(recorded.data, rows));
          return shareOption(
            locale,
            rows.map((r) => ({
              name: r.pestName,
              value: r.count,
              itemStyle: { color: colours.get(r.pestId)! },
            })),
            t('dashboard.count'),
            compact,
          );
        }}
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
