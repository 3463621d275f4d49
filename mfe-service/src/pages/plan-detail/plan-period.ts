import dayjs from 'dayjs';

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
