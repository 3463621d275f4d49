import { App as AntApp, ConfigProvider } from '@pest-portal/shared/antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
// By package name: in a remote's bundle that is the run-time singleton (the shell's locale).
import { appConfig, portalTheme, useLocaleStore } from '@pest-portal/shared';

/**
 * A section's own antd context: theme, toast placement and language from the platform.
 * In the portal a remote's components are the shell's (the shared antd kit, DESIGN.md §7)
 * and would see the shell's context anyway; a remote run alone has only this one, and its
 * App gives the section's pages their toast function. One component for every section:
 * three of five copies had lost the toast placement, and their toasts covered the header's
 * date and welcome line.
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
