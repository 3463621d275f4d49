import { useEffect } from 'react';
import { useLocation, useMatches } from '@pest-portal/shared/router';
import { isMobile, useBrandingStore, useT } from '@pest-portal/shared';
import { deviceTitleKey } from './device-title';
import { composeTitle, routeTitleKey } from './page-title';
import { handleTitle } from './route-handle-title';

/**
 * Keeps document.title in step with every navigation, the branding, the language and the
 * device's titles: a remote's child route titles itself in its handle; other paths by the
 * shared table.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const docuMentName = useBrandingStore((s) => s.docuMentName);
  const t = useT(); // also re-renders on a language switch, when handle titles change too
  const title = composeTitle(
    docuMentName,
    handleTitle(matches) ?? t(deviceTitleKey(routeTitleKey(pathname), isMobile())),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
