import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { openDrawer, waitForIdle } from '../support/portal';

test.describe('accessibility: no serious or critical axe violations', () => {
  test('the login page of the device', async ({ page, loginPath }) => {
    await page.goto(loginPath);
    await expect(page.getByRole('button', { name: /登\s*录/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the other login page too', async ({ page, device }) => {
    await page.goto(device === 'mobile' ? '/login' : '/mlogin');
    await expect(page.getByRole('button', { name: /登\s*录/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the authenticated layout (feedback page)', async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/feedback');
    await expect(page.getByRole('main').getByLabel('反馈内容')).toBeVisible();
    await waitForIdle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the mobile layout with the drawer open', { tag: '@mobile' }, async ({ signedIn, page }) => {
    await signedIn(ACCOUNTS.store.account, '/feedback');
    await waitForIdle(page);
    await openDrawer(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
