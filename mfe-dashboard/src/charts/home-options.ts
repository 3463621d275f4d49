import type { Locale } from '@pest-portal/shared';
import type {
  AreaDeviceRow,
  InputPest,
  MonthPestRow,
  RiskTrendRow,
} from '@pest-portal/shared/contract/dashboard';
import { baseOption, type ChartOption } from './chart-option';
import { formatCount, formatMonth } from './format';
import { seriesColour } from './palette';

export interface NamedValue {
  name: string;
  value: number;
  /** A slice's own colour (a pest's, the same in every pest chart). */
  itemStyle?: { color: string };
}

/**
 * The pests of the period in their usual order (getInputPest: the pests recorded, sorted as
 * the provider lists them), then any other pest the rows name. A pest's place in it is its
 * colour, so a pest has one colour in the monthly bars and in the ring, whatever the counts.
 */
export function pestOrder(
  recorded: readonly InputPest[] | undefined,
  rows: readonly InputPest[],
): InputPest[] {
  const order = new Map<number, InputPest>();
  for (const pest of [...(recorded ?? []), ...rows])
    if (!order.has(pest.pestId))
      order.set(pest.pestId, { pestId: pest.pestId, pestName: pest.pestName });
  return [...order.values()];
}

/** Each pest's colour, by its place in `order`. */
export function pestColours(order: readonly InputPest[]): Map<number, string> {
  return new Map(order.map((pest, i) => [pest.pestId, seriesColour(i)]));
}

/**
 * Risk points found and closed per month, every month of the period on the axis. Straight
 * lines from month to month, as the portal's other trend lines: smoothed, the curve between
 * two months bulged past their counts (a hump around a lone month's few risks).
 */
export function riskTrendOption(
  locale: Locale,
  months: string[],
  rows: RiskTrendRow[],
  names: { found: string; closed: string },
): ChartOption {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return {
    ...baseOption(locale),
    xAxis: {
      type: 'category',
      data: months.map((m) => formatMonth(locale, m)),
      boundaryGap: false,
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'line',
        name: names.found,
        areaStyle: { opacity: 0.12 },
        data: months.map((m) => byMonth.get(m)?.found ?? 0),
      },
      {
        type: 'line',
        name: names.closed,
        data: months.map((m) => byMonth.get(m)?.closed ?? 0),
      },
    ],
  };
}

/**
 * Catches per month, one stacked bar segment per pest, so a month's total is the bar's
 * height. The pests come in `recorded`'s order, each in its colour; `only` keeps one pest.
 */
export function monthPestOption(
  locale: Locale,
  months: string[],
  rows: MonthPestRow[],
  recorded?: readonly InputPest[],
  only?: number,
): ChartOption {
  const order = pestOrder(recorded, rows);
  const colours = pestColours(order);
  const count = new Map(rows.map((r) => [`${r.month}/${r.pestId}`, r.count]));
  return {
    ...baseOption(locale),
    tooltip: { ...baseOption(locale).tooltip, axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: months.map((m) => formatMonth(locale, m)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: order
      .filter((pest) => (only ? pest.pestId === only : rows.some((r) => r.pestId === pest.pestId)))
      .map(({ pestId, pestName }) => ({
        type: 'bar',
        name: pestName,
        stack: 'catches',
        itemStyle: { color: colours.get(pestId) },
        emphasis: { focus: 'series' },
        data: months.map((m) => count.get(`${m}/${pestId}`) ?? 0),
      })),
  };
}

/**
 * Shares of a whole (pests by kind): a ring whose tooltip gives the count and the
 * percentage. `compact` (a phone) drops the slice labels, which a narrow card would cut
 * off; the legend and the tooltip still name every slice.
 */
export function shareOption(
  locale: Locale,
  items: NamedValue[],
  seriesName: string,
  compact = false,
): ChartOption {
  return {
    ...baseOption(locale),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p) => {
        const item = Array.isArray(p) ? p[0] : p;
        return `${item?.name ?? ''}<br/>${formatCount(locale, Number(item?.value ?? 0))} (${item?.percent ?? 0}%)`;
      },
    },
    series: [
      {
        type: 'pie',
        name: seriesName,
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { show: !compact, formatter: '{b}' },
        labelLine: { show: !compact },
        data: items,
      },
    ],
  };
}

/** A ranking (pests by area): horizontal bars, largest on top, names readable on a phone. */
export function rankingOption(
  locale: Locale,
  items: NamedValue[],
  seriesName: string,
): ChartOption {
  const ordered = [...items].sort((a, b) => a.value - b.value);
  return {
    ...baseOption(locale),
    tooltip: { ...baseOption(locale).tooltip, axisPointer: { type: 'shadow' } },
    legend: { show: false },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: ordered.map((i) => i.name) },
    series: [{ type: 'bar', name: seriesName, data: ordered.map((i) => i.value), barMaxWidth: 24 }],
  };
}

/** Two figures side by side per category (devices and active devices, risks found and open). */
export function pairedBarOption(
  locale: Locale,
  categories: string[],
  pair: [NamedSeries, NamedSeries],
): ChartOption {
  return {
    ...baseOption(locale),
    tooltip: { ...baseOption(locale).tooltip, axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: pair.map((s) => ({ type: 'bar', name: s.name, data: s.data, barMaxWidth: 28 })),
  };
}

export interface NamedSeries {
  name: string;
  data: number[];
}

/** Devices per area beside those with catches: where the activity is, against what is installed. */
export function areaDeviceOption(
  locale: Locale,
  rows: AreaDeviceRow[],
  names: { devices: string; active: string },
): ChartOption {
  return pairedBarOption(
    locale,
    rows.map((r) => r.areaName),
    [
      { name: names.devices, data: rows.map((r) => r.deviceCount) },
      { name: names.active, data: rows.map((r) => r.activeCount) },
    ],
  );
}
