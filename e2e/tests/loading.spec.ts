import type { Route } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { loadingIndicator, waitForIdle } from '../support/portal';

test.describe('loading indicator (spec §8, §9)', () => {
  test('shows while requests are slow and clears when they finish', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/feedback');
    await waitForIdle(page);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const apiCall = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/'), {
      timeout: 30_000,
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(loadingIndicator(page).first()).toBeVisible({ timeout: 20_000 });
    await apiCall;
    await expect(loadingIndicator(page)).toHaveCount(0, { timeout: 30_000 });

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });
});

/** What moved while a page loaded, as the page sampled it, and whether a skeleton was drawn. */
interface Moves {
  properties: string[];
  skeleton: boolean;
}

/** A request answered 1.5 s late, as on a phone's network. */
async function held(route: Route): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await route.continue();
}

test.describe('a section’s first page (issue 13)', () => {
  test.beforeEach(async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    await expect(page.getByRole('heading', { name: '工单概况' })).toBeVisible();
  });

  test('shows the loading state, never "page not found", while the page’s code arrives', async ({
    page,
  }) => {
    // Everything the page draws from now on is watched, from the document's first node.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { __ppSeen?: string[] }).__ppSeen = seen;
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        if (text.includes('页面不存在')) seen.push('not found');
        if (text.includes('加载中')) seen.push('loading');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The routes arrive and are joined at once; the home's own code takes a while (a
    // phone network), as on a cold start.
    await page.route(/\/page-home\.[0-9a-f]+\.js$/, held);
    await page.reload();
    await expect(page.getByRole('heading', { name: '工单概况' })).toBeVisible({ timeout: 20_000 });
    const seen = await page.evaluate(() => (window as Window & { __ppSeen?: string[] }).__ppSeen);
    expect(seen).toContain('loading');
    expect(seen).not.toContain('not found');
  });

  test('what moves while a page loads moves off the main thread: no skeleton shimmers', async ({
    page,
  }) => {
    // Every endless animation the page runs, sampled from the document's start: what it
    // animates, and whether a skeleton was drawn meanwhile. A shimmer animates a background,
    // which the browser repaints on the main thread each frame, behind which the page's code
    // evaluates and renders (issue 13); transforms and opacity run on the compositor.
    await page.addInitScript(() => {
      const seen: Moves = { properties: [], skeleton: false };
      (window as Window & { __ppMoves?: Moves }).__ppMoves = seen;
      const sample = () => {
        if (document.querySelector('.ant-skeleton')) seen.skeleton = true;
        for (const a of document.getAnimations()) {
          if (!(a.effect instanceof KeyframeEffect) || a.effect.getTiming().iterations !== Infinity)
            continue;
          for (const frame of a.effect.getKeyframes())
            for (const key of Object.keys(frame))
              if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key))
                if (!seen.properties.includes(key)) seen.properties.push(key);
        }
      };
      setInterval(sample, 50);
    });
    // The home's code and its data take a while, as on a phone's network: the section's
    // loading state, then the page's skeletons, stay up.
    await page.route(/\/page-home\.[0-9a-f]+\.js$/, held);
    await page.route(/\/api\/customer\//, held);
    await page.reload();
    await expect(page.getByText('本年总工单', { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    const moves = await page.evaluate(() => (window as Window & { __ppMoves?: Moves }).__ppMoves);
    expect(moves?.skeleton, 'a skeleton was drawn while the page loaded').toBe(true);
    // Something did move (the loading bar, a spinner): the sampling saw it.
    expect(moves?.properties.length).toBeGreaterThan(0);
    expect(moves?.properties.filter((p) => p !== 'transform' && p !== 'opacity')).toEqual([]);
  });
});
