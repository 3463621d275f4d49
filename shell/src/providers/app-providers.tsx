import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appConfig, portalTheme, queryClient, useLocaleStore } from '@pest-portal/shared';
import { LoadingBar } from '../loading/loading-bar';
import { NotifierBridge } from './notifier-bridge';
import { useHtmlLang } from './use-html-lang';

/**
 * The shell's antd context: the platform theme, antd's locale following the chosen
 * language, antd's App (message and modal that follow the theme), the toast bridge and
 * the one loading indicator.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  useHtmlLang();
  return (
    <ConfigProvider
      locale={locale === 'en-US' ? enUS : zhCN}
      theme={portalTheme}
      button={{ autoInsertSpace: false }}
    >
      <AntApp {...appConfig}>
        <NotifierBridge />
        <LoadingBar />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
