import { findPath, paths, type MessageKey, type PathName } from '@pest-portal/shared';
import { deviceTitleKey } from '../router/device-title';

export interface NavItem {
  name: PathName;
  path: string;
  title: MessageKey;
}

interface Audience {
  isHq: boolean;
  mobile: boolean;
}

function item(name: PathName, title: MessageKey = paths[name].title): NavItem {
  return { name, path: paths[name].path, title };
}

/**
 * The menu of spec §2, in order:
 * - /home: only non-headquarters accounts; /groupHome: headquarters only;
 * - /planDetail: headquarters only on desktop, everyone in the mobile drawer;
 * - /serviceReport, /qualificationFile, /feedback: everyone (feedback is "feedback records" on mobile);
 * - /dataTrend: desktop only.
 */
export function navItems({ isHq, mobile }: Audience): NavItem[] {
  const items: NavItem[] = [];
  items.push(isHq ? item('groupHome') : item('home'));
  items.push(item('serviceReport'));
  if (mobile || isHq) items.push(item('planDetail'));
  if (!mobile) items.push(item('dataTrend'));
  items.push(item('qualificationFile'));
  items.push(item('feedback', deviceTitleKey(paths.feedback.title, mobile)));
  return items;
}

/** The account's home entry: whichever of /home and /groupHome the menu shows. */
const HOME = 'home';

/**
 * Pages outside the menu and the entry they belong to. The notifications, the five
 * work-order lists and the pest alert rules are opened from the home page's bell, figures
 * and notifications, so they are part of home; the report download belongs to the service list.
 */
const OWNER: Partial<Record<string, PathName | typeof HOME>> = {
  [paths.workList.path]: HOME,
  [paths.workDetail.path]: HOME,
  [paths.serviceReportStatus.path]: HOME,
  [paths.waitingServiceStatus.path]: HOME,
  [paths.remainingWorkOrders.path]: HOME,
  [paths.annualTotalWorkOrder.path]: HOME,
  [paths.completedCurrentYear.path]: HOME,
  [paths.riskPoint.path]: HOME,
  // Opened from the home page's notifications and the group home's figures.
  [paths.alertRules.path]: HOME,
  [paths.downloadPdf.path]: 'serviceReport',
};

/**
 * The menu section a path belongs to: 'home' for the pages opened from the home page,
 * else its top-level path (/serviceReport/serviceDetail belongs to /serviceReport).
 */
export function sectionOf(pathname: string): string {
  const top = `/${pathname.split('?')[0]?.split('/')[1] ?? ''}`;
  return OWNER[top] === HOME ? HOME : top;
}

/**
 * The menu entry a location belongs to: the item of its top-level path, else the entry
 * its page belongs to (OWNER), else the stored current menu (a page the table does not
 * place, e.g. one reached from wherever the user was).
 */
export function selectedMenuPath(
  items: readonly NavItem[],
  pathname: string,
  fallback: string,
): string {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const own = items.find((i) => i.path === top);
  if (own) return own.path;
  const owner = findPath(top) ? OWNER[top] : undefined;
  if (owner === HOME) {
    const home = items.find((i) => i.name === 'home' || i.name === 'groupHome');
    if (home) return home.path;
  } else if (owner) {
    const entry = items.find((i) => i.name === owner);
    if (entry) return entry.path;
  }
  return fallback;
}
