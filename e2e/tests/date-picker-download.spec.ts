import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { pressWhereShown, waitForIdle } from '../support/portal';
import { main, orderList } from '../support/service';

/**
 * The files only antd's date group has (the calendar), read from index.html's list of the
 * shell's files of each antd kit group (section-preload-script.cjs's `onUse`): not those it
 * shares with the groups the page draws with.
 */
async function dateGroupOnlyFiles(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/login')).text();
  const groups = new Map<string, string[]>();
  for (const [, key, files] of html.matchAll(/"(@pest-portal\/shared\/antd[^"]*)":(\[[^\]]*\])/g))
    groups.set(key ?? '', JSON.parse(files ?? '[]') as string[]);
  const date = groups.get('@pest-portal/shared/antd/date') ?? [];
  const others = new Set(
    [...groups].filter(([key]) => !key.endsWith('/date')).flatMap(([, f]) => f),
  );
  const only = date.filter((file) => !others.has(file));
  expect(only.length, 'the date group has files of its own').toBeGreaterThan(0);
  return only;
}

test.describe('a date field on a bad connection (issue 13: the picker downloaded on use)', () => {
  test('whose picker cannot be downloaded says so, and opens on a later reach once the network is back', async ({
    signedIn,
    page,
    device,
  }) => {
    const files = await dateGroupOnlyFiles(page);
    let offline = true;
    const asked: string[] = [];
    await page.route(
      (url) => files.some((file) => url.pathname.endsWith(`/${file}`)),
      async (route) => {
        asked.push(route.request().url());
        if (offline) await route.abort('internetdisconnected');
        else await route.continue();
      },
    );
    await signedIn(ACCOUNTS.store.account, '/serviceReport');
    await expect(orderList(page, '服务列表')).toBeVisible({ timeout: 20_000 });
    await waitForIdle(page);
    const search = main(page).getByRole('search', { name: '筛选条件' });
    if (device === 'mobile')
      await search.getByRole('button', { name: '筛选', exact: true }).click();
    const panel = device === 'mobile' ? page.getByRole('dialog', { name: '筛选条件' }) : search;
    const start = panel.getByPlaceholder('开始日期');

    await start.click();
    const toast = page.getByText('网络错误，请检查网络连接');
    await expect(toast).toBeVisible();
    // It comes to rest below the header, never over its name and date (appConfig's toast
    // placement); polled, as it slides down into place (and up again as it leaves, 3 s on).
    const header = (await page.getByRole('banner').boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(header.y + header.height);
    const calendar = page.locator('.ant-picker-dropdown').filter({ visible: true });
    await expect(calendar).toHaveCount(0);
    const failedAsks = asked.length;

    // The network is back: the next reach downloads the picker, without a reload.
    offline = false;
    await start.blur();
    await start.click();
    await expect(calendar).toBeVisible();
    expect(asked.length).toBeGreaterThan(failedAsks);
    // It picks: a phone's start date; a desktop's range, from the 1st to the 15th.
    const days = calendar.locator('.ant-picker-cell-in-view');
    await pressWhereShown(page, days.getByText('1', { exact: true }).first());
    if (device === 'desktop')
      await pressWhereShown(page, days.getByText('15', { exact: true }).first());
    await expect(page).toHaveURL((url) => /-01$/.test(url.searchParams.get('start') ?? ''));
  });
});
