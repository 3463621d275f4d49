import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useLocaleStore, useT } from '@pest-portal/shared';

/** Switches between zh-CN and en-US; its label is the other language's name. */
export function LocaleSwitch({ style, className }: { style?: CSSProperties; className?: string }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button
      type="link"
      lang={other}
      className={className}
      style={{ padding: 0, ...style }}
      onClick={() => setLocale(other)}
    >
      {t('common.language')}
    </Button>
  );
}
