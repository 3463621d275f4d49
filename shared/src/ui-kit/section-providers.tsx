import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
// By package name: in a remote's bundle that is the run-time singleton (the shell's locale).
import { appConfig, portalTheme, useLocaleStore } from '@pest-portal/shared';

/**
 * A section's own antd context: antd is bundled per app (DESIGN.md §7), so the shell's
 * ConfigProvider does not reach a remote's components; theme, toast placement and language
 * come from the platform. One component for every section: three of five copies had lost
 * the toast placement, and their toasts covered the header's date and welcome line.
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
