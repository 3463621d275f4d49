import type { ReactNode } from 'react';
import { SectionProviders } from '@pest-portal/shared/ui';
import { NotifierBridge } from './notifier-bridge';

/**
 * The shell's antd context: the one every section has (platform theme, antd's locale
 * following the chosen language, antd's App with the toast placement), plus the bridge
 * that makes antd's message API the portal's toasts. Loaded with the first page that uses
 * antd (ant-host.tsx), never by the login pages.
 */
export function AntProviders({ children }: { children: ReactNode }) {
  return (
    <SectionProviders>
      <NotifierBridge />
      {children}
    </SectionProviders>
  );
}
