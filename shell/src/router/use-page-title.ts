import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobile, useBrandingStore, useT } from '@pest-portal/shared';
import { deviceTitleKey } from './device-title';
import { composeTitle, routeTitleKey } from './page-title';

/** Keeps document.title in step with every navigation, the branding, the language and the device's titles. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const docuMentName = useBrandingStore((s) => s.docuMentName);
  const t = useT();
  const title = composeTitle(docuMentName, t(deviceTitleKey(routeTitleKey(pathname), isMobile())));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
