import type { SessionInfo } from '@pest-portal/shared';
import { useSessionStore } from '@pest-portal/shared';
import { loadBranding } from '../branding/load-branding';
import { landingPath } from '../router/landing';

/**
 * Store the session and say where to go: Rurl, else home (/groupHome for a headquarters
 * account). Branding is asked for again, now with the account's member ids (spec §7).
 */
export function completeLogin(info: SessionInfo, rurl: string | null): string {
  useSessionStore.getState().signIn(info);
  void loadBranding();
  return landingPath(info.isHq, rurl);
}
