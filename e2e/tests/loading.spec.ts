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

test.describe('a section’s first page (issue 13)', () => {
  test('shows the loading state, never "page not found", while the page’s code arrives', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    await expect(page.getByRole('heading', { name: '工单概况' })).toBeVisible();
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
    await page.route(/\/page-home\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: '工单概况' })).toBeVisible({ timeout: 20_000 });
    const seen = await page.evaluate(() => (window as Window & { __ppSeen?: string[] }).__ppSeen);
    expect(seen).toContain('loading');
    expect(seen).not.toContain('not found');
  });
});
