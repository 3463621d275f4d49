import type { Locale } from '@pest-portal/shared';
import type { TrendRow, TrendUnit } from '@pest-portal/shared/contract/dashboard';
import { baseOption, type ChartOption } from './chart-option';
import { dateFormat, formatMonth } from './format';

/** A device as a series: its id and the name its line carries (label and area). */
export interface TrendSeries {
  deviceId: number;
  name: string;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The first day of the bucket after the one that holds `day`. */
function nextBucket(day: string, unit: TrendUnit): string {
  const date = new Date(dayMs(day));
  if (unit === 'day') return iso(date.getTime() + DAY_MS);
  if (unit === 'week') return iso(date.getTime() + (7 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  return iso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/**
 * Every bucket of the period as the API names them: its first day, the first bucket
 * clipped to the start (a week from Monday, a month from the 1st). Buckets without a
 * check still get their place on the axis.
 */
export function bucketsBetween(startDate: string, endDate: string, unit: TrendUnit): string[] {
  const out: string[] = [];
  for (let day = startDate; day <= endDate; day = nextBucket(day, unit)) out.push(day);
  return out;
}

/** A bucket as the active language writes it: a month for months, a day for days and weeks. */
export function formatBucket(locale: Locale, bucket: string, unit: TrendUnit): string {
  if (unit === 'month') return formatMonth(locale, bucket.slice(0, 7));
  return dateFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(dayMs(bucket)));
}

/** Catches per device and bucket; null where the device was not checked (a gap, not a zero). */
export function trendMatrix(
  buckets: string[],
  devices: TrendSeries[],
  rows: TrendRow[],
): Array<Array<number | null>> {
  const count = new Map(rows.map((r) => [`${r.deviceId}/${r.bucket}`, r.count]));
  return devices.map((d) => buckets.map((b) => count.get(`${d.deviceId}/${b}`) ?? null));
}

/** Each bucket's total over the devices; null where none of them was checked. */
export function bucketTotals(buckets: string[], rows: TrendRow[]): Array<number | null> {
  const total = new Map<string, number>();
  for (const r of rows) total.set(r.bucket, (total.get(r.bucket) ?? 0) + r.count);
  return buckets.map((b) => total.get(b) ?? null);
}

/** One line per device through the buckets where it was checked, a point on each. */
export function deviceTrendOption(
  locale: Locale,
  unit: TrendUnit,
  buckets: string[],
  devices: TrendSeries[],
  rows: TrendRow[],
): ChartOption {
  const matrix = trendMatrix(buckets, devices, rows);
  return {
    ...baseOption(locale),
    xAxis: { type: 'category', data: buckets.map((b) => formatBucket(locale, b, unit)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: devices.map((device, i) => ({
      type: 'line',
      name: device.name,
      // Visits come every few weeks: by day or week most buckets hold no check. The line runs
      // from check to check and a point marks each check, so "not checked" (no point, and
      // '—' in the table) is not drawn as a catch of 0.
      showSymbol: true,
      symbolSize: buckets.length > 40 ? 5 : 7,
      connectNulls: true,
      emphasis: { focus: 'series' },
      data: matrix[i] ?? [],
    })),
  };
}

/**
 * This period's total beside the previous one's, bucket by bucket (the first bucket of
 * each period together, and so on): is it better or worse than before?
 */
export function compareOption(
  locale: Locale,
  unit: TrendUnit,
  current: { name: string; buckets: string[]; rows: TrendRow[] },
  previous: { name: string; buckets: string[]; rows: TrendRow[] },
): ChartOption {
  const base = baseOption(locale);
  return {
    ...base,
    tooltip: { ...base.tooltip, axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: current.buckets.map((b) => formatBucket(locale, b, unit)),
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: current.name, data: bucketTotals(current.buckets, current.rows) },
      {
        type: 'bar',
        name: previous.name,
        data: bucketTotals(previous.buckets, previous.rows).slice(0, current.buckets.length),
      },
    ],
  };
}
