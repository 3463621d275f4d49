import { paths, type MessageKey, type PathName } from '@pest-portal/shared';

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
  items.push(mobile ? item('feedback', 'title.feedbackMobile') : item('feedback'));
  return items;
}

/** The menu entry a location belongs to: the item whose path is the location's top level. */
export function selectedMenuPath(
  items: readonly NavItem[],
  pathname: string,
  fallback: string,
): string {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  return items.find((i) => i.path === top)?.path ?? fallback;
}
