import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { submitPasswordLogin } from '../support/login';
import { pathsAsked } from '../support/paths-asked';
import { DEMO_PASSWORD } from '../support/env';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

test.describe('guard and Rurl (spec §2)', () => {
  test('a protected route without a token goes to the login page of the device with Rurl', async ({
    page,
    loginPath,
  }) => {
    await page.goto('/serviceReport');
    await expect(page).toHaveURL(
      (url) => url.pathname === loginPath && url.search === '?Rurl=%2FserviceReport',
    );
  });

  test('after login the portal lands on Rurl', async ({ page, loginPath }) => {
    await page.goto('/serviceReport');
    await expect(page).toHaveURL((url) => url.pathname === loginPath);
    await submitPasswordLogin(page, ACCOUNTS.store.account, DEMO_PASSWORD);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/serviceReport' && !url.searchParams.has('Rurl'),
    );
  });

  test('without Rurl a company account lands on /home', async ({ login, page }) => {
    await login(ACCOUNTS.store.account);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });

  test('without Rurl a headquarters account lands on /groupHome', async ({ login, page }) => {
    await login(ACCOUNTS.hq.account);
    await expect(page).toHaveURL((url) => url.pathname === '/groupHome');
  });

  // Spec §2: /home only for a company's account, /groupHome for a headquarters only.
  for (const { who, account, other, own, otherData, ownData } of [
    {
      who: 'a company account',
      account: ACCOUNTS.store.account,
      other: '/groupHome',
      own: '/home',
      otherData: DASHBOARD_ENDPOINTS.dataSummary.path,
      ownData: DASHBOARD_ENDPOINTS.orderSummary.path,
    },
    {
      who: 'a headquarters account',
      account: ACCOUNTS.hq.account,
      other: '/home',
      own: '/groupHome',
      otherData: DASHBOARD_ENDPOINTS.orderSummary.path,
      ownData: DASHBOARD_ENDPOINTS.dataSummary.path,
    },
  ])
    test(`${who} opening ${other} by its address goes to ${own}, asking none of its data`, async ({
      signedIn,
      page,
    }) => {
      await signedIn(account);
      const asked = pathsAsked(page);
      await page.goto(other);
      await expect(page).toHaveURL((url) => url.pathname === own);
      // Its own home's data is asked for (the page is there), the other's never.
      await expect.poll(() => asked.some((path) => path.endsWith(ownData))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((path) => path.endsWith(otherData))).toEqual([]);
    });

  test("a signed-out deep link loads the login page's code only: no layout, section or page data", async ({
    page,
    loginPath,
  }) => {
    const asked = pathsAsked(page);
    await page.goto('/home');
    await expect(page).toHaveURL((url) => url.pathname === loginPath);
    // Whatever the guard let through has gone out by the time the login page is idle.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.startsWith('/api/customer/home'))).toEqual([]);
    expect(asked.filter((path) => /remoteEntry|__federation_expose/.test(path))).toEqual([]);
    // The login page's code only: not the signed-in layout's, nor antd's (issue 13).
    expect(asked.filter((path) => /\/(signed-in|antd)[.-]/.test(path))).toEqual([]);
  });

  test('the root redirects to /home (after the guard)', async ({ page, loginPath }) => {
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === loginPath);
  });
});
