import type { ReactNode } from 'react';
import { LoadingBar } from '../loading/loading-bar';
import { useHtmlLang } from './use-html-lang';

/**
 * What every page of the shell has, the login pages included: the one loading indicator
 * and <html lang>. antd's providers come with the first page that uses antd (ant-host.tsx),
 * the query client's with the signed-in layout (authenticated-layout.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useHtmlLang();
  return (
    <>
      <LoadingBar />
      {children}
    </>
  );
}
