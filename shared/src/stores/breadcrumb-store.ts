import { create } from 'zustand';
import type { CrumbKind } from '../routing/paths';
import { session } from '../storage/storage';

/**
 * One entry of the trail, as stored in session storage (breadcrumbData). Another app on
 * the domain reads it, so `title` is the text the user saw; `titleKey` lets the portal
 * relabel the trail after a language switch.
 */
export interface Crumb {
  path: string;
  /** The page title as shown when the page was visited (e.g. 待签字工单). */
  title: string;
  /** The message key of the title, when the page is one of ours. */
  titleKey?: string;
}

interface BreadcrumbState {
  trail: Crumb[];
  currentMenu: string;
  /**
   * Record a visit (spec §2): home clears the trail; a sidebar page, or any page
   * reached from home, resets it to platform → page; a page already in the trail
   * truncates it there; any other page is appended. Kept in session storage.
   */
  visit: (crumb: Crumb, kind: CrumbKind, menuPath?: string) => void;
}

/** The trail after a visit; pure, so the rules are tested without a store. */
function pathnameOf(path: string): string {
  return path.split('?')[0] ?? path;
}

export function nextTrail(trail: Crumb[], crumb: Crumb, kind: CrumbKind): Crumb[] {
  if (kind === 'none') return trail;
  if (kind === 'home') return [];
  // A page is the same entry whatever its query (a tab, a filter, a page number): going
  // back to it truncates there, and the crumb keeps the latest query so it returns to it.
  // So is a page of the same title under another parent (服务详情 under /planDetail and
  // under /serviceReport): a trail never names one page twice.
  const at = trail.findIndex(
    (c) =>
      pathnameOf(c.path) === pathnameOf(crumb.path) ||
      (crumb.titleKey !== undefined && c.titleKey === crumb.titleKey),
  );
  if (at >= 0) return [...trail.slice(0, at), crumb];
  if (kind === 'sidebar' || trail.length === 0) return [crumb];
  return [...trail, crumb];
}

export const useBreadcrumbStore = create<BreadcrumbState>((set, get) => ({
  trail: session.getJson<Crumb[]>('breadcrumbData', []),
  currentMenu: session.get('currentMenu') ?? '',
  visit: (crumb, kind, menuPath) => {
    const trail = nextTrail(get().trail, crumb, kind);
    session.setJson('breadcrumbData', trail);
    const currentMenu = menuPath ?? get().currentMenu;
    session.set('currentMenu', currentMenu);
    set({ trail, currentMenu });
  },
}));
