import { ACCOUNTS, DEMO_PASSWORD } from '../support/env';
import { expect, test } from '../support/fixtures';
import { button, headerAction, toast } from '../support/portal';

// The password dialog is in the desktop header.
test.describe('validation errors show their defaultMessage (spec §8)', { tag: '@desktop' }, () => {
  test('a too-short new password shows the API message about 新密码', async ({
    signedIn,
    page,
  }) => {
    // The dialog checks nothing itself (spec §5), so the API's validation answers.
    await signedIn(ACCOUNTS.other.account);
    await headerAction(page, '修改密码').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('旧密码') });
    await dialog.getByLabel('旧密码').fill(DEMO_PASSWORD);
    await dialog.getByLabel('新密码').fill('1');
    await dialog.getByLabel('确认密码').fill('1');
    await button(dialog, '确定').or(button(dialog, '确认')).first().click();
    await expect(toast(page, /^\s*新密码/)).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
