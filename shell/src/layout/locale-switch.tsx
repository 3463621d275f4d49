import type { CSSProperties } from 'react';
import { useLocaleStore, useT } from '@pest-portal/shared';

/**
 * Switches between zh-CN and en-US; its label is the other language's name. A plain
 * button drawn as a link (shell.css, .pp-link-button): it sits on the login pages, which
 * load no antd.
 */
export function LocaleSwitch({ style, className }: { style?: CSSProperties; className?: string }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <button
      type="button"
      lang={other}
      className={['pp-link-button', className].filter(Boolean).join(' ')}
      style={style}
      onClick={() => setLocale(other)}
    >
      {t('common.language')}
    </button>
  );
}
