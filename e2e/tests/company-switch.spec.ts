import type { CompanyEntry } from '@pest-portal/shared/contract';
import { ACCOUNTS } from '../support/env';
import { expect, localItem, test } from '../support/fixtures';
import { headerAction, openDrawer } from '../support/portal';

// The header switcher is desktop; the drawer lists companies on mobile.
test.describe('company switch (spec §2, §4)', { tag: '@desktop' }, () => {
  test('the switcher expands one company at a time; a sub-company reloads and becomes mid', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.hq.account, '/groupHome');
    const companies = JSON.parse((await localItem(page, 'companyList')) ?? '[]') as CompanyEntry[];
    const groups = companies.filter((c) => (c.memberInfoList?.length ?? 0) > 0);
    expect(
      groups.length,
      'hq_demo has at least two companies with sub-companies',
    ).toBeGreaterThanOrEqual(2);
    const [first, second] = groups as [CompanyEntry, CompanyEntry];
    const firstSub = (first.memberInfoList as CompanyEntry[])[0] as CompanyEntry;
    const target = (second.memberInfoList as CompanyEntry[])[0] as CompanyEntry;

    await headerAction(page, '切换公司').click();
    const popover = page.getByRole('list', { name: '切换公司' }).filter({ visible: true });
    await expect(popover).toBeVisible();
    // Collapsed, every top-level company shows once.
    for (const c of companies)
      await expect(popover.getByRole('button', { name: c.memberName, exact: true })).toBeVisible();

    // A member company is both a sub-company of the headquarters and a top-level entry
    // of its own (api/src/members/company-tree.ts), so a sub-company is looked up in the
    // sub-list of the company it was expanded under.
    const subsOf = (c: CompanyEntry) =>
      popover.getByRole('list', { name: `${c.memberName}的下属公司`, exact: true });
    await popover.getByRole('button', { name: `展开${first.memberName}的下属公司` }).click();
    await expect(
      subsOf(first).getByRole('button', { name: firstSub.memberName, exact: true }),
    ).toBeVisible();
    await popover.getByRole('button', { name: `展开${second.memberName}的下属公司` }).click();
    await expect(
      subsOf(second).getByRole('button', { name: target.memberName, exact: true }),
    ).toBeVisible();
    await expect(subsOf(first), 'expanding one collapses the other').toHaveCount(0);
    await expect(
      popover.getByRole('button', { name: `收起${second.memberName}的下属公司` }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(
      popover.getByRole('button', { name: `展开${first.memberName}的下属公司` }),
    ).toHaveAttribute('aria-expanded', 'false');

    const reloaded = page.waitForEvent('load');
    await subsOf(second).getByRole('button', { name: target.memberName, exact: true }).click();
    await reloaded;
    await expect.poll(() => localItem(page, 'mid')).toBe(String(target.memberId));
    await expect(page.getByRole('banner')).toContainText(target.memberName);
    expect(await localItem(page, 'companyName')).toBe(target.memberName);

    // Later calls act for the chosen company.
    const call = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/customer/'));
    await page.goto('/feedback');
    await page
      .getByRole('tab', { name: '反馈记录' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const headers = await (await call).allHeaders();
    expect(headers.mid).toBe(String(target.memberId));
  });
});

// On a phone the same list sits at the top of the drawer (spec §2).
test.describe('company switch on a phone (spec §2, §4)', { tag: '@mobile' }, () => {
  test('the drawer lists the companies; a sub-company chosen there reloads and becomes mid', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.hq.account, '/groupHome');
    const companies = JSON.parse((await localItem(page, 'companyList')) ?? '[]') as CompanyEntry[];
    const current = await localItem(page, 'companyName');
    const group = companies.find(
      (c) => (c.memberInfoList?.length ?? 0) > 0 && c.memberName !== current,
    );
    expect(group, 'hq_demo has another company with sub-companies').toBeDefined();
    const target = (group?.memberInfoList as CompanyEntry[])[0] as CompanyEntry;

    const drawer = await openDrawer(page);
    const list = drawer.getByRole('list', { name: '切换公司' });
    for (const c of companies)
      await expect(list.getByRole('button', { name: c.memberName, exact: true })).toBeVisible();
    await list.getByRole('button', { name: `展开${group?.memberName}的下属公司` }).click();
    const subs = list.getByRole('list', { name: `${group?.memberName}的下属公司`, exact: true });
    const reloaded = page.waitForEvent('load');
    await subs.getByRole('button', { name: target.memberName, exact: true }).click();
    await reloaded;

    await expect.poll(() => localItem(page, 'mid')).toBe(String(target.memberId));
    expect(await localItem(page, 'companyName')).toBe(target.memberName);
    // The header names it, and the drawer marks it as the company in force.
    await expect(page.getByRole('banner')).toContainText(target.memberName);
    const again = (await openDrawer(page)).getByRole('list', { name: '切换公司' });
    await again.getByRole('button', { name: `展开${group?.memberName}的下属公司` }).click();
    await expect(
      again
        .getByRole('list', { name: `${group?.memberName}的下属公司`, exact: true })
        .getByRole('button', { name: target.memberName, exact: true }),
    ).toHaveAttribute('aria-current', 'true');
  });
});
