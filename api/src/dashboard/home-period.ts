import type { HomeFilter } from '@pest-portal/shared/contract/dashboard';
import { invalid } from '../http/api-failure';
import { todayOf } from '../service/period';

export interface Period {
  startDate: string;
  endDate: string;
}

/** A chart over more than this many days is refused: three years of months is already dense. */
export const MAX_PERIOD_DAYS = 3 * 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

function isRealDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** The first day of the month eleven months before today: the last twelve months, this one included. */
function twelveMonthsBack(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 12, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The period of a home chart: the filter's dates, or by default the last twelve months
 * (China time, like every "this month" of the portal). Refuses an impossible date, an end
 * before the start and a range longer than MAX_PERIOD_DAYS, naming the field.
 */
export function periodOf(filter: HomeFilter, now: Date): Period {
  const today = todayOf(now);
  const endDate = filter.endDate ?? today;
  const startDate = filter.startDate ?? twelveMonthsBack(endDate);
  const errors = [];
  if (filter.startDate && !isRealDate(filter.startDate))
    errors.push({ field: 'startDate', defaultMessage: '开始日期不是有效日期' });
  if (filter.endDate && !isRealDate(filter.endDate))
    errors.push({ field: 'endDate', defaultMessage: '结束日期不是有效日期' });
  if (errors.length) throw invalid(errors);
  if (startDate > endDate)
    throw invalid([{ field: 'endDate', defaultMessage: '结束日期不能早于开始日期' }]);
  if (dayNumber(endDate) - dayNumber(startDate) > MAX_PERIOD_DAYS)
    throw invalid([{ field: 'startDate', defaultMessage: '日期范围不能超过三年' }]);
  return { startDate, endDate };
}
