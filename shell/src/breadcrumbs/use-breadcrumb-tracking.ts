import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { findPath, translate, useBreadcrumbStore, useLocaleStore } from '@pest-portal/shared';
import { handleTitle } from '../router/route-handle-title';

/**
 * Feeds every navigation to the breadcrumb store (spec §2): the kind of visit (home,
 * sidebar, page) comes from the routing table; a sidebar page also becomes the current
 * menu. A remote's child page (not in the table) is a page visit titled by its route's
 * handle. The crumb keeps the query so that going back to a detail page keeps its record,
 * and both the title as shown and, for the table's pages, its message key
 * (storage-keys.ts: breadcrumbData).
 */
export function useBreadcrumbTracking(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // Read on a language switch too, so the current page's crumb is relabelled.
  const locale = useLocaleStore((s) => s.locale);
  const childTitle = handleTitle(matches);
  useEffect(() => {
    const { visit } = useBreadcrumbStore.getState();
    const def = findPath(pathname);
    if (!def) {
      if (childTitle !== undefined) visit({ path: pathname + search, title: childTitle }, 'page');
      return;
    }
    if (def.crumb === 'none') return;
    const path = def.crumb === 'sidebar' || def.crumb === 'home' ? def.path : pathname + search;
    visit(
      { path, title: translate(def.title), titleKey: def.title },
      def.crumb,
      def.crumb === 'sidebar' ? def.path : undefined,
    );
  }, [pathname, search, childTitle, locale]);
}
