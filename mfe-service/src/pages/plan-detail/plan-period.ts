import dayjs from 'dayjs';
import type { TaskTypeCountRequest } from '@pest-portal/shared/contract/service';
import { PAGE_SIZE } from '../../components/paging';

export interface PlanPeriodRange {
  startDate: string;
  endDate: string;
}

/**
 * The period plan detail counts over: the current year. The page sends it with both
 * counts and with a row's drill-down, so the figures and the visits listed are of the
 * same dates by construction (the API's own default would be decided apart).
 */
export function currentYear(now = dayjs()): PlanPeriodRange {
  const year = now.format('YYYY');
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** A page of the per-type counts, over the same period. */
export function taskTypeCountInput(pageNum: number): TaskTypeCountRequest {
  return { pageNum, pageSize: PAGE_SIZE, ...currentYear() };
}
