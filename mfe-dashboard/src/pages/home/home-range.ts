import dayjs from 'dayjs';
import type { HomeFilter } from '@pest-portal/shared/contract/dashboard';

/** The home page's filter with both dates always set, so the charts' months are known. */
export interface HomeRange extends HomeFilter {
  startDate: string;
  endDate: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null): value is string =>
  value !== null && DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value;

/** The last twelve months, this one included: what the page shows before any choice. */
export function defaultRange(today = dayjs()): HomeRange {
  return {
    startDate: today.subtract(11, 'month').startOf('month').format('YYYY-MM-DD'),
    endDate: today.format('YYYY-MM-DD'),
  };
}

/**
 * The filter kept in the address (start, end, area), so a reload, a shared link and the
 * back button keep it. Anything malformed falls back to the default rather than reaching
 * the API as a 400.
 */
export function rangeFromSearch(search: URLSearchParams, today = dayjs()): HomeRange {
  const range = periodFromSearch(search, today);
  const areaId = idFromSearch(search, 'area');
  return areaId ? { ...range, areaId } : range;
}

/** The period of the address (start, end), or the default when either is missing or wrong. */
export function periodFromSearch(search: URLSearchParams, today = dayjs()): HomeRange {
  const start = search.get('start');
  const end = search.get('end');
  return isDate(start) && isDate(end) && start <= end
    ? { startDate: start, endDate: end }
    : defaultRange(today);
}

/** A positive id parameter of the address, or undefined. */
export function idFromSearch(search: URLSearchParams, name: string): number | undefined {
  const id = Number(search.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function rangeToSearch(range: HomeRange): Record<string, string> {
  const out: Record<string, string> = { start: range.startDate, end: range.endDate };
  if (range.areaId) out.area = String(range.areaId);
  return out;
}
