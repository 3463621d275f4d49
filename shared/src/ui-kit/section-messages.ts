// The kit imports the platform core by its package name, never by path: in a remote's bundle
// that name is the run-time singleton, so the kit reads the same stores as the shell.

import { useCallback } from 'react';
import {
  defineMessages,
  formatMessage,
  LOCALES,
  useLocaleStore,
  type MessageKey,
  type MessageVars,
} from '@pest-portal/shared';

/** Translate a key of the section's own catalogue, or of the platform's (common texts, top-level titles). */
export type SectionTranslate<K extends string> = (
  key: K | MessageKey,
  vars?: MessageVars,
) => string;

/**
 * A section's message catalogue (issue 7 §1) over the platform's: the section's own keys
 * ship with its remote, and one `t` still reaches the platform's common texts and the
 * top-level titles (`common.retry`, `title.serviceReport`). The section's table is read
 * first; the language is the platform's, so every section follows the switch at once.
 * @example
 * export const { useT, translate } = sectionMessages(zhCN, enUS);
 * const t = useT(); t('service.view'); t('common.retry');
 */
export function sectionMessages<K extends string>(
  zhCN: Readonly<Record<K, string>>,
  enUS: Readonly<Record<K, string>>,
) {
  const own = defineMessages(zhCN, enUS);
  const isOwn = (key: string): key is K => Object.hasOwn(zhCN, key);
  const lookup = (locale: keyof typeof LOCALES, key: K | MessageKey, vars?: MessageVars) =>
    isOwn(key)
      ? formatMessage(own.messages[locale][key], vars)
      : formatMessage(LOCALES[locale][key], vars);

  const translate: SectionTranslate<K> = (key, vars) =>
    lookup(useLocaleStore.getState().locale, key, vars);
  function useT(): SectionTranslate<K> {
    const locale = useLocaleStore((s) => s.locale);
    return useCallback((key, vars) => lookup(locale, key, vars), [locale]);
  }
  return { translate, useT, messages: own.messages };
}
