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
