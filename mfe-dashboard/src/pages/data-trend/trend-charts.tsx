import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocaleStore } from '@pest-portal/shared';
import type { TrendDevice } from '@pest-portal/shared/contract/dashboard';
import { deviceTrendsQuery } from '../../api/get-device-trends';
import {
  bucketsBetween,
  bucketTotals,
  compareOption,
  deviceTrendOption,
  formatBucket,
  trendMatrix,
} from '../../charts/trend-options';
import { TrendCard } from '../../charts/trend-card';
import { useT } from '../../i18n';
import { previousPeriod, trendInput, type TrendState } from './trend-state';
import { TrendSummary } from './trend-summary';

const HEIGHT = 360;

interface TrendChartsProps {
  state: TrendState;
  /** The devices drawn, in the picker's order, with the names their lines carry. */
  devices: Array<TrendDevice & { name: string }>;
}

/** The chosen devices' catches over the period, and (when asked) this period against the last. */
export function TrendCharts({ state, devices }: TrendChartsProps) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const ids = devices.map((d) => d.deviceId);
  const before = previousPeriod(state);
  const current = useQuery(deviceTrendsQuery(trendInput(state, ids, state)));
  const previous = useQuery({
    ...deviceTrendsQuery(trendInput(state, ids, before)),
    enabled: state.compare,
  });
  const buckets = useMemo(
    () => bucketsBetween(state.startDate, state.endDate, state.unit),
    [state.startDate, state.endDate, state.unit],
  );
  const beforeBuckets = bucketsBetween(before.startDate, before.endDate, state.unit);
  const rows = current.data;
  const hasCatches = !!rows && rows.length > 0;
  const labels = buckets.map((b) => formatBucket(locale, b, state.unit));

  const activity = useMemo(
    () =>
      rows
        ? deviceTrendOption(
            locale,
            state.unit,
            buckets,
            devices.map((d) => ({ deviceId: d.deviceId, name: d.name })),
            rows,
          )
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- devices follow ids, which key the query
    [rows, locale, buckets],
  );
  const matrix = rows ? trendMatrix(buckets, devices, rows) : [];

  const names = {
    current: t('dashboard.trend.current', { start: state.startDate, end: state.endDate }),
    previous: t('dashboard.trend.previous', { start: before.startDate, end: before.endDate }),
  };
  const comparison = useMemo(
    () =>
      rows && previous.data
        ? compareOption(
            locale,
            state.unit,
            { name: names.current, buckets, rows },
            { name: names.previous, buckets: beforeBuckets, rows: previous.data },
          )
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names and previous buckets follow the state
    [rows, previous.data, locale, buckets],
  );
  const beforeTotals = previous.data ? bucketTotals(beforeBuckets, previous.data) : [];
  const totals = rows ? bucketTotals(buckets, rows) : [];

  return (
    <>
      <TrendSummary rows={rows} deviceCount={devices.length} />
      <TrendCard
        title={t('dashboard.trend.activity.title')}
        note={t('dashboard.trend.activity.note')}
        height={HEIGHT}
        loading={current.isPending}
        failed={current.isError}
        empty={!hasCatches}
        onRetry={() => void current.refetch()}
        option={activity}
        table={{
          columns: devices.map((d) => d.name),
          rows: buckets.map((b, i) => ({
            key: b,
            label: labels[i] ?? b,
            values: matrix.map((line) => line[i] ?? null),
          })),
        }}
      />
      {state.compare && (
        <TrendCard
          title={t('dashboard.trend.compare.title')}
          note={t('dashboard.trend.compare.note')}
          height={HEIGHT}
          loading={current.isPending || previous.isPending}
          failed={current.isError || previous.isError}
          empty={!hasCatches && !(previous.data && previous.data.length > 0)}
          onRetry={() => {
            void current.refetch();
            void previous.refetch();
          }}
          option={comparison}
          table={{
            columns: [names.current, names.previous],
            rows: buckets.map((b, i) => ({
              key: b,
              label: labels[i] ?? b,
              values: [totals[i] ?? null, beforeTotals[i] ?? null],
            })),
          }}
        />
      )}
    </>
  );
}
