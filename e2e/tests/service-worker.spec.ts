import type { Page, Response } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * The shell's service worker (shell/src/service-worker, issue 13): a returning visit's
 * page and code come from it, its data from the API; the page it keeps is refreshed behind
 * each visit. The other suites run with service workers blocked (playwright.config.ts), so
 * that what they hold or fail at the network's edge is what the page asks for.
 */
test.use({ serviceWorkers: 'allow' });

/** The home's latest notices: data from the API. */
function notices(page: Page) {
  return page.getByRole('main').getByRole('region', { name: '最新通知' }).getByRole('listitem');
}

/** Home as store_demo, its data drawn, and once the worker is installed and answers it. */
async function homeWithWorker(
  page: Page,
  signedIn: (account: string, path?: string) => Promise<void>,
): Promise<void> {
  await signedIn(ACCOUNTS.store.account, '/home');
  await expect(notices(page).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Every answer the page is given while `act` runs, by path and whether the worker gave it. */
async function answers(page: Page, act: () => Promise<unknown>) {
  const seen: { path: string; fromWorker: boolean; type: string }[] = [];
  const record = (response: Response) =>
    seen.push({
      path: new URL(response.url()).pathname,
      fromWorker: response.fromServiceWorker(),
      type: response.request().resourceType(),
    });
  page.on('response', record);
  await act();
  page.off('response', record);
  return seen;
}

test.describe('the service worker', () => {
  test("a returning visit's page and code come from the worker, its data from the API", async ({
    page,
    signedIn,
  }) => {
    await homeWithWorker(page, signedIn);

    const seen = await answers(page, async () => {
      await page.reload();
      await expect(notices(page).first()).toBeVisible({ timeout: 30_000 });
    });
    const document = seen.find((a) => a.type === 'document');
    expect(document?.fromWorker, 'the page').toBe(true);
    const main = seen.find((a) => a.path === '/main.js');
    expect(main?.fromWorker, 'main.js').toBe(true);
    const scripts = seen.filter((a) => a.type === 'script');
    expect(
      scripts.filter((a) => !a.fromWorker).map((a) => a.path),
      'scripts not from it',
    ).toEqual([]);
    const api = seen.filter((a) => a.path.startsWith('/api/'));
    expect(api.length, 'data asked for').toBeGreaterThan(0);
    expect(
      api.filter((a) => a.fromWorker),
      'data from the worker',
    ).toEqual([]);
  });

  test("a page kept from before a release is replaced at once: the page reloads onto the server's", async ({
    page,
    signedIn,
  }) => {
    await homeWithWorker(page, signedIn);
    // The kept page as a release before this one would have left it: marked, so it can be told.
    await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('pp-portal-')) ?? '');
      const kept = await cache.match('/');
      if (!kept) throw new Error('no page kept');
      const marked = (await kept.text()).replace('</head>', '<meta name="pp-older"></head>');
      await cache.put('/', new Response(marked, { headers: kept.headers }));
    });
    // Whether each document of the tab carried the mark, kept in window.name, which a
    // reload keeps (the first document's body cannot be read once the page has moved on).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const seen = JSON.parse(window.name || '[]') as boolean[];
        seen.push(document.querySelector('meta[name="pp-older"]') !== null);
        window.name = JSON.stringify(seen);
      });
    });
    await page.evaluate(() => (window.name = ''));
    const fromWorker: boolean[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        fromWorker.push(response.fromServiceWorker());
    });
    const marks = () =>
      page.evaluate(() => JSON.parse(window.name || '[]') as boolean[]).catch(() => 'reloading');

    await page.reload();
    await expect.poll(marks, { timeout: 20_000 }).toEqual([true, false]);
    await expect(notices(page).first()).toBeVisible({ timeout: 30_000 });
    expect(fromWorker).toEqual([true, true]);
    await expect(page.locator('meta[name="pp-older"]')).toHaveCount(0);
    // And no more: the server's page is the one kept now.
    await page.waitForTimeout(1000);
    expect(fromWorker).toHaveLength(2);
    expect(await marks()).toEqual([true, false]);
  });
});
