import { getBaseByDomain, useBrandingStore } from '@pest-portal/shared';
import { applyFavicon } from './favicon';

/**
 * The logo, favicon and display name for this domain (spec §1), asked for quietly on
 * start (before login too) and again after login, when the member ids are known. A
 * failure keeps what storage had: branding must never stand in the way of the portal.
 */
export async function loadBranding(): Promise<void> {
  try {
    const branding = await getBaseByDomain(window.location.origin, { quiet: true });
    useBrandingStore.getState().setBranding(branding);
    applyFavicon(branding.customerFavicon);
  } catch {
    // Quiet by design: the stored name and logo stay.
  }
}
