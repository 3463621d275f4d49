import type { Locator } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold-requests';
import { pathsAsked } from '../support/paths-asked';

/**
 * issue 13: antd's Table (the antd kit's records group) is a chunk of its own that only a
 * desktop asks for (shared/src/ui-kit/split-code.ts desktopCode). A phone draws cards and
 * never downloads it; a desktop whose table code is slower than the page's data shows a
 * veil over the list's space, then the table.
 */
const TABLE_CHUNKS = /\/(data-table|alert-rule-table|file-table)\.[0-9a-f]+\.js$/;

const PAGES = [
  {
    path: '/serviceReport',
    shown: (main: Locator) => main.getByRole('link', { name: '查看' }).first(),
  },
  {
    path: '/alertRules',
    shown: (main: Locator) => main.getByText(/^共 \d+ 条预警规则$/),
  },
  {
    path: '/qualificationFile',
    shown: (main: Locator) => main.getByText(/^30天内到期 \d+ 份$/),
  },
];

test('a phone draws its lists as cards and never downloads the desktop tables @mobile', async ({
  signedIn,
  page,
}) => {
  const asked = pathsAsked(page);
  await signedIn(ACCOUNTS.store.account);
  for (const { path, shown } of PAGES) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(shown(main)).toBeVisible({ timeout: 60_000 });
    await expect(main.getByRole('table')).toHaveCount(0);
  }
  expect(asked.filter((path) => TABLE_CHUNKS.test(path))).toEqual([]);
});

test('a desktop whose table code comes late shows a veil, then the table @desktop', async ({
  signedIn,
  page,
}) => {
  await signedIn(ACCOUNTS.store.account);
  // The table's code held back until the page has shown its veil (a slow or lost packet).
  const tableCode = await holdRequests(page, /\/data-table\.[0-9a-f]+\.js$/);
  // Not until `load`: the held chunk holds the page's load event too.
  await page.goto('/serviceReport', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  // The filters are drawn; the list's space is veiled, no table yet.
  await expect(main.getByRole('search', { name: '筛选条件' })).toBeVisible({ timeout: 60_000 });
  await expect(main.locator('.ant-spin-spinning').first()).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
  tableCode.release();
  await expect(main.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('link', { name: '查看' }).first()).toBeVisible();
  await expect(main.locator('.ant-spin-spinning')).toHaveCount(0);
});
