import dayjs from 'dayjs';
import type { GroupFilter } from '@pest-portal/shared/contract/dashboard';
import { idFromSearch, periodFromSearch } from '../home/home-range';

/** The group home's filter with both dates set (the charts' months are known). */
export interface GroupRange extends GroupFilter {
  startDate: string;
  endDate: string;
}

/** Read from the address (start, end, member, pco): a reload or a shared link keeps it. */
export function groupRangeFromSearch(search: URLSearchParams, today = dayjs()): GroupRange {
  const range: GroupRange = periodFromSearch(search, today);
  const memberId = idFromSearch(search, 'member');
  const pcoId = idFromSearch(search, 'pco');
  if (memberId) range.memberId = memberId;
  if (pcoId) range.pcoId = pcoId;
  return range;
}

export function groupRangeToSearch(range: GroupRange): Record<string, string> {
  const out: Record<string, string> = { start: range.startDate, end: range.endDate };
  if (range.memberId) out.member = String(range.memberId);
  if (range.pcoId) out.pco = String(range.pcoId);
  return out;
}

/**
 * The region the regional comparison shows the parts of, from the address (`region`);
 * none compares the provinces. Apart from the filter: only that chart reads it.
 */
export const regionFromSearch = (search: URLSearchParams) => idFromSearch(search, 'region');
