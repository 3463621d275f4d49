import { formatDateTime } from '../common/date-time';

/** Today's date in China time (the customers' calendar), `YYYY-MM-DD`. */
export function todayOf(now: Date): string {
  return formatDateTime(now).slice(0, 10);
}

/** The current year and month as date ranges, for the fixed lists and the plan counts. */
export function yearRange(now: Date): { startDate: string; endDate: string } {
  const year = todayOf(now).slice(0, 4);
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

export function monthRange(now: Date): { startDate: string; endDate: string } {
  const [year, month] = todayOf(now).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return {
    startDate: `${year}-${mm}-01`,
    endDate: `${year}-${mm}-${String(last).padStart(2, '0')}`,
  };
}
