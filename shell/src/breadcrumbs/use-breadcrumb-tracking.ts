import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findPath, translate, useBreadcrumbStore } from '@pest-portal/shared';

/**
 * Feeds every navigation to the breadcrumb store (spec §2): the kind of visit (home,
 * sidebar, page) comes from the routing table; a sidebar page also becomes the current
 * menu. The crumb keeps the query so that going back to a detail page keeps its record,
 * and both the title as shown and its message key (storage-keys.ts: breadcrumbData).
 */
export function useBreadcrumbTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const def = findPath(pathname);
    if (!def || def.crumb === 'none') return;
    const path = def.crumb === 'sidebar' || def.crumb === 'home' ? def.path : pathname + search;
    useBreadcrumbStore
      .getState()
      .visit(
        { path, title: translate(def.title), titleKey: def.title },
        def.crumb,
        def.crumb === 'sidebar' ? def.path : undefined,
      );
  }, [pathname, search]);
}
