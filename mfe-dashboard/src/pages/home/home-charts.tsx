import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLocaleStore } from '@pest-portal/shared';
import { areaDeviceCountQuery } from '../../api/get-area-device-count';
import { areaPestCountQuery } from '../../api/get-area-pest-count';
import { monthPestCountQuery } from '../../api/get-month-pest-count';
import { pestCountQuery } from '../../api/get-pest-count';
import { riskTrendQuery } from '../../api/get-risk-trend';
import { ChartCard } from '../../charts/chart-card';
import type { ChartOption } from '../../charts/chart-option';
import { EChart } from '../../charts/e-chart';
import { monthsBetween } from '../../charts/format';
import {
  areaDeviceOption,
  monthPestOption,
  rankingOption,
  riskTrendOption,
  shareOption,
} from '../../charts/home-options';
import { useT } from '../../i18n';
import type { HomeRange } from './home-range';

const HEIGHT = 300;

interface ChartProps<T> {
  title: string;
  note?: string;
  query: UseQueryResult<T[]>;
  option: (rows: T[]) => ChartOption;
  /** Whether the rows hold anything worth drawing (all-zero areas are still "no data"). */
  hasData?: (rows: T[]) => boolean;
  /** Changes when what `option` reads besides the rows changes (language, months). */
  version: string;
}

function QueryChart<T>({ title, note, query, option, hasData, version }: ChartProps<T>): ReactNode {
  const rows = query.data;
  // Rebuilt when the rows or the version change, not on every render of the page (the five
  // queries settle one by one): a new option object would restart the chart's animation.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `option` is a new closure each render; `version` stands for what it reads
  const built = useMemo(() => (rows ? option(rows) : null), [rows, version]);
  const empty = !rows || !(hasData ? hasData(rows) : rows.length > 0);
  return (
    <ChartCard
      title={title}
      note={note}
      height={HEIGHT}
      loading={query.isPending}
      failed={query.isError}
      empty={empty}
      onRetry={() => void query.refetch()}
    >
      {built && <EChart option={built} label={title} height={HEIGHT} />}
    </ChartCard>
  );
}

/** The five charts of the home page, all driven by the same period and area. */
export function HomeCharts({ range }: { range: HomeRange }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const months = useMemo(() => monthsBetween(range.startDate, range.endDate), [range]);
  const risk = useQuery(riskTrendQuery(range));
  const monthPest = useQuery(monthPestCountQuery(range));
  const pests = useQuery(pestCountQuery(range));
  const areaPests = useQuery(areaPestCountQuery(range));
  const devices = useQuery(areaDeviceCountQuery(range));
  const version = `${locale}|${range.startDate}|${range.endDate}`;
  const grid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
    gap: 12,
  } as const;
  return (
    <div style={grid}>
      <QueryChart
        title={t('dashboard.monthPest.title')}
        version={version}
        query={monthPest}
        option={(rows) => monthPestOption(locale, months, rows)}
      />
      <QueryChart
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
        title={t('dashboard.pestCount.title')}
        version={version}
        query={pests}
        option={(rows) =>
          shareOption(
            locale,
            rows.map((r) => ({ name: r.pestName, value: r.count })),
            t('dashboard.count'),
          )
        }
      />
      <QueryChart
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
        title={t('dashboard.areaDevice.title')}
        version={version}
        query={devices}
        hasData={(rows) => rows.some((r) => r.deviceCount > 0)}
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
