import { ACCOUNTS, STORE_BRAND } from '../support/env';
import { expect, localItem, test } from '../support/fixtures';

test.describe('titles (spec §2: docuMentName + route title)', () => {
  test('the feedback page title is the branding name plus 意见反馈', async ({
    login,
    page,
    device,
  }) => {
    await login(ACCOUNTS.store.account, { rurl: '/feedback', expectPath: '/feedback' });
    // Branding is asked for on start (the domain's brand) and again after login with the
    // account's member ids (spec §7), which gives the customer's own brand: wait for it.
    await expect
      .poll(() => localItem(page, 'docuMentName'), {
        message: "docuMentName is stored from the branding call: the customer's brand",
      })
      .toBe(STORE_BRAND);
    const routeTitle = device === 'mobile' ? /意见反馈|反馈记录/ : /意见反馈/;
    await expect(page).toHaveTitle(routeTitle);
    await expect(page).toHaveTitle(new RegExp(`^${escape(STORE_BRAND)} - `));
  });

  test('the title follows the route', async ({ login, page }) => {
    await login(ACCOUNTS.store.account, { expectPath: '/home' });
    await expect(page).toHaveTitle(/首页/);
    await page.goto('/qualificationFile');
    await expect(page).toHaveTitle(/资质文件/);
  });

  test('the login page has the branding name and its own title', async ({ page, loginPath }) => {
    await page.goto(loginPath);
    await expect(page).toHaveTitle(/登录/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
