import { getBaseByDomain, useBrandingStore } from '@pest-portal/shared';
import { applyFavicon } from './favicon';

/** Which call is the latest: an answer to an older one is dropped. */
let latest = 0;

/**
 * The logo, favicon and display name for this domain (spec §1), asked for quietly on
 * start (before login too) and again after login, when the member ids are known. The
 * latest call wins: the domain's brand answered late must not replace the customer's.
 * A failure keeps what storage had: branding must never stand in the way of the portal.
 */
export async function loadBranding(): Promise<void> {
  const call = ++latest;
  try {
    const branding = await getBaseByDomain(window.location.origin, { quiet: true });
    if (call !== latest) return;
    useBrandingStore.getState().setBranding(branding);
    applyFavicon(branding.customerFavicon);
  } catch {
    // Quiet by design: the stored name and logo stay.
  }
}
