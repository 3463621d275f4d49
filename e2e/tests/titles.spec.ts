import { ACCOUNTS } from '../support/env';
import { expect, localItem, test } from '../support/fixtures';

test.describe('titles (spec §2: docuMentName + route title)', () => {
  test('the feedback page title is the branding name plus 意见反馈', async ({
    login,
    page,
    device,
  }) => {
    await login(ACCOUNTS.store.account, { rurl: '/feedback', expectPath: '/feedback' });
    const name = await localItem(page, 'docuMentName');
    expect(name, 'docuMentName is stored from the branding call').toBeTruthy();
    const routeTitle = device === 'mobile' ? /意见反馈|反馈记录/ : /意见反馈/;
    await expect(page).toHaveTitle(routeTitle);
    await expect(page).toHaveTitle(new RegExp(escape(name as string)));
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
