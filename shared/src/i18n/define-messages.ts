import { useCallback } from 'react';
import { formatMessage, useLocaleStore, type MessageVars } from '../stores/locale-store';
import type { Locale } from './messages';

export type Translate<K extends string> = (key: K, vars?: MessageVars) => string;

/**
 * A section's own message catalogue (issue 7 §1): its texts ship with its remote, not with
 * the platform, so a section release that changes a text needs no shell release. The
 * language is the platform's (the shared locale store), so every section follows the
 * switch at once. en-US must have every zh-CN key: the type refuses a missing one.
 * @example
 * export const { useT, translate } = defineMessages(zhCN, enUS);
 * const t = useT(); t('title.home');
 */
export function defineMessages<K extends string>(
  zhCN: Readonly<Record<K, string>>,
  enUS: Readonly<Record<K, string>>,
) {
  const tables: Record<Locale, Readonly<Record<K, string>>> = { 'zh-CN': zhCN, 'en-US': enUS };
  const translate: Translate<K> = (key, vars) =>
    formatMessage(tables[useLocaleStore.getState().locale][key], vars);
  function useT(): Translate<K> {
    const locale = useLocaleStore((s) => s.locale);
    return useCallback((key, vars) => formatMessage(tables[locale][key], vars), [locale]);
  }
  return { translate, useT, messages: tables };
}
