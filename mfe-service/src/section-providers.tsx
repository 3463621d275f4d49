import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { appConfig, portalTheme, useLocaleStore } from '@pest-portal/shared';

/**
 * This section's own antd context: antd is bundled per app (DESIGN.md §7), so the shell's
 * ConfigProvider does not reach our components; theme and language come from shared.
 */
export function SectionProviders({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    // autoInsertSpace off: "提 交" would be the button's accessible name, not the spec's "提交".
    <ConfigProvider
      locale={locale === 'en-US' ? enUS : zhCN}
      theme={portalTheme}
      button={{ autoInsertSpace: false }}
    >
      <AntApp {...appConfig}>{children}</AntApp>
    </ConfigProvider>
  );
}
