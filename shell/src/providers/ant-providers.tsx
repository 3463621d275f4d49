import type { ReactNode } from 'react';
import { ConfigProvider } from '@pest-portal/shared/antd';
import { portalTheme } from '@pest-portal/shared';
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

// The portal's theme here too, not antd's default: this provider's tokens and CSS variables
// are then the same as the sections' inside it, and antd declares them once (theme.ts).
const ZERO_RUNTIME = { ...portalTheme, zeroRuntime: true } as const;

/**
 * The same, with antd's styles taken from the stylesheet the build made for the portal's
 * theme (static-style.ts) instead of made in the browser: antd's zeroRuntime, inherited by
 * every ConfigProvider inside, a section's own included. Only once that stylesheet has
 * loaded; a remote run alone has none and keeps making its styles.
 */
export function StaticStyleAntProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ZERO_RUNTIME}>
      <AntProviders>{children}</AntProviders>
    </ConfigProvider>
  );
}
