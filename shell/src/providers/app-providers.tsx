import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@pest-portal/shared';
import { LoadingBar } from '../loading/loading-bar';
import { useHtmlLang } from './use-html-lang';

/**
 * What every page of the shell has, the login pages included: the query client, the one
 * loading indicator and <html lang>. antd's providers come with the first page that uses
 * antd (ant-host.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useHtmlLang();
  return (
    <>
      <LoadingBar />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </>
  );
}
