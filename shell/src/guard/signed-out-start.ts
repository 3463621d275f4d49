import { hasToken, isMobile, loginHref, paths } from '@pest-portal/shared';

/**
 * A signed-out visitor who opens a protected address (a shared link to a visit, a bookmark
 * of the home) starts on the login page, Rurl kept, before the router is made: RequireToken
 * would send them there too (spec §2), but only after the router had matched the layout
 * and the section, so the layout's chunk, all of antd's and the section's routes were
 * downloaded beside the login page's own code on a phone's network (issue 13). The token
 * guard stays for every later navigation (a session that ends, a logout).
 */
export function startSignedOutAtLogin(): void {
  if (hasToken()) return;
  const { pathname, search } = window.location;
  // As the router matches: a trailing slash changes nothing.
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (Object.values(paths).some((p) => p.isPublic && p.path === path)) return;
  window.history.replaceState(null, '', loginHref(isMobile(), pathname + search));
}
