import type { Locale } from '@pest-portal/shared';
import type {
  MonthSatisfactionRow,
  TaskSatisfactionRow,
} from '@pest-portal/shared/contract/dashboard';
import { baseOption, type ChartOption } from './chart-option';
import { formatMonth, numberFormat } from './format';

/** Mean rating per month on a 1-5 axis; a month without ratings is a gap, not a zero. */
export function satisfactionTrendOption(
  locale: Locale,
  months: string[],
  rows: MonthSatisfactionRow[],
  seriesName: string,
): ChartOption {
  const byMonth = new Map(rows.map((r) => [r.month, r.avgScore]));
  const base = baseOption(locale);
  return {
    ...base,
    tooltip: {
      ...base.tooltip,
      valueFormatter: (v) =>
        typeof v === 'number' ? numberFormat(locale, { maximumFractionDigits: 2 }).format(v) : '-',
    },
    xAxis: { type: 'category', data: months.map((m) => formatMonth(locale, m)) },
    yAxis: { type: 'value', min: 1, max: 5, interval: 1 },
    series: [
      {
        type: 'line',
        name: seriesName,
        connectNulls: false,
        data: months.map((m) => byMonth.get(m) ?? null),
      },
    ],
  };
}

/** How many visits got each rating: five columns, 1 to 5 stars, every one shown. */
export function ratingOption(
  locale: Locale,
  rows: TaskSatisfactionRow[],
  starLabel: (score: number) => string,
  seriesName: string,
): ChartOption {
  const byScore = new Map(rows.map((r) => [r.score, r.count]));
  const scores = [1, 2, 3, 4, 5];
  return {
    ...baseOption(locale),
    legend: { show: false },
    xAxis: { type: 'category', data: scores.map(starLabel) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: seriesName,
        barMaxWidth: 40,
        data: scores.map((s) => byScore.get(s) ?? 0),
      },
    ],
  };
}
