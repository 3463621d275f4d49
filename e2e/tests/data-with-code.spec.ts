import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * issue 7 §2: a page's data starts with its code. The service list's route loader runs as
 * soon as the remote's routes are joined into the shell's router, beside the download of
 * the page's own chunk, instead of in an effect after the page has arrived and mounted.
 * On a throttled network the list's API request therefore starts while the page chunk is
 * still downloading. With the old design (fetch in an effect of the mounted page) every
 * chunk of the page had finished before the request began, and this test fails.
 */
const SERVICE_ORIGIN = `http://localhost:${Number(process.env.PP_SERVICE_PORT || 8081)}`;
const SERVICE_PAGE_API = '/customer/task/v3.6.5/servicePage';

interface Timing {
  url: string;
  start: number;
  end?: number;
}

test(
  'on a throttled load of /serviceReport the list is requested before the page chunk has arrived',
  {
    tag: '@desktop',
  },
  async ({ login, page }) => {
    test.setTimeout(120_000);
    await login(ACCOUNTS.store.account, { expectPath: '/home' });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // A slow phone network: every round trip ~300 ms, ~50 KB/s down.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 25 * 1024,
    });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const timings = new Map<string, Timing>();
    cdp.on('Network.requestWillBeSent', (e) => {
      timings.set(e.requestId, { url: e.request.url, start: e.timestamp });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const t = timings.get(e.requestId);
      if (t) t.end = e.timestamp;
    });

    await page.goto('/serviceReport');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '服务列表' })).toBeVisible({ timeout: 60_000 });
    await expect(main.getByText(/^FW\d+/).first()).toBeVisible({ timeout: 60_000 });

    const all = [...timings.values()];
    const api = all.find((t) => t.url.includes(SERVICE_PAGE_API));
    expect(api, 'the service list was requested').toBeDefined();
    // The section's chunks: not its entry or manifest, which come before any route is known.
    const chunks = all.filter(
      (t) =>
        t.url.startsWith(SERVICE_ORIGIN) &&
        t.url.endsWith('.js') &&
        !t.url.endsWith('/remoteEntry.js') &&
        t.end !== undefined,
    );
    expect(chunks.length, 'the service section’s chunks were downloaded').toBeGreaterThan(0);
    const inFlight = chunks.filter((c) => c.start <= api!.start && c.end! > api!.start);
    expect(
      inFlight.map((c) => c.url),
      'a chunk of the section was still downloading when the list was requested',
    ).not.toEqual([]);
    // And the list did not wait for the last chunk of the page.
    const lastChunkEnd = Math.max(...chunks.map((c) => c.end!));
    expect(api!.start).toBeLessThan(lastChunkEnd);
    test.info().annotations.push({
      type: 'timing',
      description: `list requested ${((lastChunkEnd - api!.start) * 1000).toFixed(0)} ms before the section's last chunk arrived; in flight: ${inFlight.map((c) => c.url.split('/').pop()).join(', ')}`,
    });
  },
);
