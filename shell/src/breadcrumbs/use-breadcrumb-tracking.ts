import { useEffect } from 'react';
import { useLocation, useMatches } from '@pest-portal/shared/router';
import {
  findPath,
  isMobile,
  translate,
  useBreadcrumbStore,
  useLocaleStore,
  type CrumbKind,
} from '@pest-portal/shared';
import { sectionOf } from '../layout/menu-items';
import { deviceTitleKey } from '../router/device-title';
import { handleTitle } from '../router/route-handle-title';

/**
 * How a visit moves the trail. The routing table says home, sidebar or page; a page of
 * the home section (notifications, the home page's work-order lists) reached from another
 * section starts its own trail, as if opened from home: otherwise going back and forth
 * between the service list and the notifications grows one trail without end.
 */
export function crumbKindOf(kind: CrumbKind, pathname: string, trailStart?: string): CrumbKind {
  if (kind !== 'page' || trailStart === undefined) return kind;
  const section = sectionOf(pathname);
  return section === 'home' && sectionOf(trailStart) !== 'home' ? 'sidebar' : kind;
}

/**
 * Feeds every navigation to the breadcrumb store (spec §2): the kind of visit (home,
 * sidebar, page) comes from the routing table; a sidebar page also becomes the current
 * menu. A remote's child page (not in the table) is a page visit titled by its route's
 * handle. The crumb keeps the query so that going back to a detail page keeps its record,
 * and both the title as shown and, for the table's pages, its message key
 * (storage-keys.ts: breadcrumbData). The title is the device's (feedback is 反馈记录 on a
 * phone).
 */
export function useBreadcrumbTracking(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // Read on a language switch too, so the current page's crumb is relabelled.
  const locale = useLocaleStore((s) => s.locale);
  const childTitle = handleTitle(matches);
  useEffect(() => {
    const store = useBreadcrumbStore.getState();
    const def = findPath(pathname);
    if (!def) {
      if (childTitle !== undefined)
        store.visit({ path: pathname + search, title: childTitle }, 'page');
      return;
    }
    if (def.crumb === 'none') return;
    const path = def.crumb === 'sidebar' || def.crumb === 'home' ? def.path : pathname + search;
    const titleKey = deviceTitleKey(def.title, isMobile());
    store.visit(
      { path, title: translate(titleKey), titleKey },
      crumbKindOf(def.crumb, pathname, store.trail[0]?.path),
      def.crumb === 'sidebar' ? def.path : undefined,
    );
  }, [pathname, search, childTitle, locale]);
}
