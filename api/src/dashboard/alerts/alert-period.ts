import type { AlertPeriodKind } from '@pest-portal/shared/contract/dashboard';

/** A week (from Monday) or a month of the customer's calendar: China time, UTC+8 all year. */
export interface AlertPeriod {
  kind: AlertPeriodKind;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** The day after the last, YYYY-MM-DD. */
  endDate: string;
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

const dayText = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The week or month that contains an instant, as the customer's calendar has it. */
export function alertPeriodOf(kind: AlertPeriodKind, at: Date): AlertPeriod {
  // The China-time calendar day, read with the UTC getters.
  const local = new Date(at.getTime() + CHINA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  if (kind === 'month') {
    return {
      kind,
      startDate: dayText(Date.UTC(year, month, 1)),
      endDate: dayText(Date.UTC(year, month + 1, 1)),
    };
  }
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(year, month, local.getUTCDate() - sinceMonday);
  return { kind, startDate: dayText(monday), endDate: dayText(monday + 7 * DAY_MS) };
}

/** [start, end) instants of the period, for range scans on checked_at. */
export function periodBounds(period: AlertPeriod): [string, string] {
  return [`${period.startDate}T00:00:00+08:00`, `${period.endDate}T00:00:00+08:00`];
}

/** The last day of the period, YYYY-MM-DD. */
export function lastDay(period: AlertPeriod): string {
  return dayText(Date.parse(`${period.endDate}T00:00:00Z`) - DAY_MS);
}

/** How a notification names the period: 本月 / 本周 while it runs, else the month or the week's dates. */
export function periodLabel(period: AlertPeriod, now: Date): string {
  const current = alertPeriodOf(period.kind, now).startDate === period.startDate;
  if (period.kind === 'month') {
    if (current) return '本月';
    const [year, month] = period.startDate.split('-');
    return `${year}年${Number(month)}月`;
  }
  return current ? '本周' : `${period.startDate} 至 ${lastDay(period)} 当周`;
}
