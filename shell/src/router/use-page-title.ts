import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrandingStore, useT } from '@pest-portal/shared';
import { composeTitle, routeTitleKey } from './page-title';

/** Keeps document.title in step with every navigation, the branding and the language. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const docuMentName = useBrandingStore((s) => s.docuMentName);
  const t = useT();
  const title = composeTitle(docuMentName, t(routeTitleKey(pathname)));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
