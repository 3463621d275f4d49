/**
 * How the app in charge moves to another path without a page load: its router. The shell
 * registers one; without it (a remote running standalone, before the router exists) a
 * redirect is a full page load.
 */
export type InAppNavigate = (href: string) => Promise<void>;

let inAppNavigate: InAppNavigate | null = null;

/**
 * Register the router's navigation (null to forget it); returns what unregisters it.
 * @example useEffect(() => setInAppNavigate((href) => router.navigate(href, { replace: true })), [router]);
 */
export function setInAppNavigate(navigate: InAppNavigate | null): () => void {
  inAppNavigate = navigate;
  return () => {
    if (inAppNavigate === navigate) inAppNavigate = null;
  };
}

/**
 * Go to another path: used when the session ends under a request (spec §8). Through the
 * router when one is registered, so the page (and what it was doing) is not torn down
 * mid-request, as after a logout; else a full page load. Resolves once an in-app
 * navigation is done; returns undefined for a page load, after which nothing runs here.
 */
export function redirectTo(href: string): Promise<void> | undefined {
  if (inAppNavigate) return inAppNavigate(href);
  window.location.assign(href);
  return undefined;
}
