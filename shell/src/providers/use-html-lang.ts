import { useEffect } from 'react';
import { useLocaleStore } from '@pest-portal/shared';

/** <html lang> follows the chosen language, for screen readers and axe (spec §10 of the brief). */
export function useHtmlLang(): void {
  const locale = useLocaleStore((s) => s.locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
