import type { Period } from './home-period';

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The first day of the month after the one `ms` falls in. */
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

/**
 * A period as the summary tables hold it (migration 055: a row per China day and one per
 * China month): the whole months inside it, read from the month rows, and the days before
 * the first and after the last of them, read from the day rows. Six dates, each range
 * half-open: [monthFrom, monthTo) of month buckets, [daysFrom, daysTo) and
 * [moreDaysFrom, moreDaysTo) of day buckets; an empty range has its two ends equal.
 * 2026-01-15..2026-04-10 is January's 15th-31st and April's 1st-10th by day, February and
 * March by month: 27 days and 2 months of summary rows, the same sums as the 86 days'.
 */
export function periodBuckets(period: Period): [string, string, string, string, string, string] {
  const start = msOf(period.startDate);
  const end = msOf(period.endDate) + DAY_MS; // the day after the last, exclusive
  const firstWhole = start === monthStart(start) ? start : nextMonth(start);
  const afterWhole = monthStart(end);
  if (firstWhole >= afterWhole) {
    // No whole month inside: every day by day.
    return [dateOf(start), dateOf(start), dateOf(start), dateOf(end), dateOf(end), dateOf(end)];
  }
  return [
    dateOf(firstWhole),
    dateOf(afterWhole),
    dateOf(start),
    dateOf(firstWhole),
    dateOf(afterWhole),
    dateOf(end),
  ];
}

/**
 * The three conditions, one a range of periodBuckets, that pick a summary's rows of the
 * period: `alias` the summary table, `first` the number of the parameter where
 * periodBuckets' six dates start. Each is a plain range of the summary's index; joined by
 * `or` the planner reads them as three index scans (inPeriodBuckets).
 */
export function bucketRanges(alias: string, first: number): [string, string, string] {
  const [a, b, c, d, e, f] = [0, 1, 2, 3, 4, 5].map((i) => `$${first + i}::date`);
  const range = (span: string, from: string | undefined, to: string | undefined) =>
    `${alias}.span = '${span}' and ${alias}.bucket >= ${from} and ${alias}.bucket < ${to}`;
  return [range('month', a, b), range('day', c, d), range('day', e, f)];
}

/** The condition that picks a summary's rows of the period (see bucketRanges). */
export const inPeriodBuckets = (alias: string, first: number) =>
  `(${bucketRanges(alias, first).join('\n        or ')})`;
