import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { withStaticStyle } from './static-style';

/**
 * antd, loaded when a page first needs it and kept from then on (issue 13).
 *
 * The login pages are drawn without antd: a phone on a mobile network downloads and runs
 * only React, the router and the platform core before the form takes input (about 140 KB
 * of compressed JS less). Every route that uses antd (the signed-in layout, so every
 * section page under it) awaits `loadAntProviders()` in its lazy loader; the providers
 * then wrap the router (AntHost in app.tsx) for the rest of the session, so a toast raised
 * just before a logout or a password change stays on the login page. Around the router,
 * not inside it (in RootFrame, re-rendered by every router transition): there, on a busy
 * phone, a tap on a confirm dialog's button during its opening animation was now and then
 * lost (the logout test, about one run in twelve under load; none in 32 outside it).
 * Loading them remounts the router's element tree once, on the way from the login page
 * to the first signed-in page, which is replaced anyway.
 *
 * Toasts raised before antd is there wait for it (held-notices.ts).
 *
 * antd's stylesheet made at build time loads beside its code; once it is there, antd runs
 * without making its styles in the browser (static-style.ts). One that has not come 5 s
 * after the code lets the page be drawn with antd making its styles.
 */
type Providers = ComponentType<{ children: ReactNode }>;

let providers: Providers | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadAntProviders(): Promise<void> {
  // In the layout's chunk ("signed-in", router/routes.tsx): every signed-in page loads both,
  // and one file less is a round trip less on a phone. A toast on a login page loads the
  // layout's code with them (13 KB br), beside the ~200 KB of antd it needs anyway.
  loading ??= withStaticStyle(import(/* webpackChunkName: "signed-in" */ './ant-providers')).then(
    ([m, styled]) => {
      providers = styled ? m.StaticStyleAntProviders : m.AntProviders;
      for (const listener of listeners) listener();
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `children`, inside antd's providers once they are loaded. */
export function AntHost({ children }: { children: ReactNode }) {
  const Loaded = useSyncExternalStore(subscribe, () => providers);
  return Loaded ? <Loaded>{children}</Loaded> : children;
}
