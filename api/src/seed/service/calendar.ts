import { formatDateTime } from '../../common/date-time';

const DAY_MS = 86400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today in China time, as a day number. */
export function today(now: Date): number {
  return dayOf(formatDateTime(now).slice(0, 10));
}

/** A moment on a day, China time (UTC+8): `minutes` after midnight. */
export function at(day: number, minutes: number): Date {
  return new Date(day * DAY_MS - 8 * 3600_000 + minutes * 60_000);
}
