import type { Page } from '@playwright/test';

/** Requests held back at the network's edge, as a slow or lost packet holds them. */
export interface HeldRequests {
  /** Lets them through, and every later one. */
  release: () => void;
  /** Whether the page has asked for one. */
  asked: () => boolean;
}

/** Holds each request of `page` whose URL matches `url` until `release()` is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<HeldRequests> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}
