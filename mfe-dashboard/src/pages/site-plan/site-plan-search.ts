import dayjs from 'dayjs';
import { paths } from '@pest-portal/shared';
import { idFromSearch, periodFromSearch } from '../home/home-range';

/** The child segment of /home this page is mounted at (routes.tsx). */
export const SITE_PLAN_SEGMENT = 'sitePlan';
export const SITE_PLAN_PATH = `${paths.home.path}/${SITE_PLAN_SEGMENT}`;

/** What the page shows, kept in the address: a link or a reload opens the same plan. */
export interface SitePlanChoice {
  /** A headquarters' member company (absent: the current company). */
  memberId?: number;
  /** Absent until chosen: the page then opens the first area. */
  areaId?: number;
  startDate: string;
  endDate: string;
}

/** The choice of an address (member, area, start, end); a malformed value is left out. */
export function choiceFromSearch(search: URLSearchParams, today = dayjs()): SitePlanChoice {
  const choice: SitePlanChoice = { ...periodFromSearch(search, today) };
  const memberId = idFromSearch(search, 'member');
  const areaId = idFromSearch(search, 'area');
  if (memberId) choice.memberId = memberId;
  if (areaId) choice.areaId = areaId;
  return choice;
}

/** The query of a choice, in the same names as the home page's filter (start, end, area). */
export function choiceToSearch(choice: SitePlanChoice): Record<string, string> {
  const out: Record<string, string> = {};
  if (choice.memberId) out.member = String(choice.memberId);
  if (choice.areaId) out.area = String(choice.areaId);
  out.start = choice.startDate;
  out.end = choice.endDate;
  return out;
}

/** The link to a plan, e.g. from the home page's devices by area. */
export function sitePlanHref(choice: SitePlanChoice): string {
  return `${SITE_PLAN_PATH}?${new URLSearchParams(choiceToSearch(choice)).toString()}`;
}
