import { useCallback } from 'react';
import { create } from 'zustand';
import { DEFAULT_LOCALE, LOCALES, type Locale, type MessageKey } from '../i18n/messages';

/**
 * The language kept in a cookie rather than in local storage: the spec fixes the
 * storage keys (spec §3), and another app on the domain reads them.
 */
export const LOCALE_COOKIE = 'pp_locale';

function readLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]+)`).exec(document.cookie);
  const value = match?.[1];
  return value && value in LOCALES ? (value as Locale) : DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: readLocale(),
  setLocale: (locale) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
    set({ locale });
  },
}));

export type MessageVars = Record<string, string | number>;

/** `{name}` placeholders filled from `vars`; a name not given stays as written. */
export function formatMessage(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A message in the current language, outside React (http client, stores). */
export function translate(key: MessageKey, vars?: MessageVars): string {
  return formatMessage(LOCALES[useLocaleStore.getState().locale][key], vars);
}

/**
 * The translate function for a component; it re-renders when the language changes.
 * @example const t = useT(); <Button>{t('common.ok')}</Button>
 */
export function useT(): (key: MessageKey, vars?: MessageVars) => string {
  const locale = useLocaleStore((s) => s.locale);
  // The same function until the language changes: effects list `t` among their
  // dependencies, and a new one each render re-ran them on every render (the WeChat
  // binding asked WeChat twice before the page had left for its authorise page).
  return useCallback(
    (key: MessageKey, vars?: MessageVars) => formatMessage(LOCALES[locale][key], vars),
    [locale],
  );
}
