import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { waitForIdle } from '../support/portal';
import { main, pageHeading, region } from '../support/service';

/** The 未读 N 条 figure beside the title. */
async function unreadCount(page: Page): Promise<number> {
  const text = main(page).getByText(/^未读 \d+ 条$/);
  await expect(text).toBeVisible();
  // Nothing drawn over the figure: a count badge once covered its last character (条).
  const uncovered = await text.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [0.25, 0.5, 0.75].every((y) => {
      const top = document.elementFromPoint(box.right - 3, box.top + box.height * y);
      return top !== null && el.contains(top);
    });
  });
  expect(uncovered, 'the 未读 N 条 figure is not covered').toBe(true);
  return Number((await text.innerText()).match(/\d+/)?.[0]);
}

function messages(page: Page) {
  return main(page).getByRole('list', { name: '消息通知', exact: true });
}

/** The ids of the messages the list shows (newest first). */
async function shownIds(page: Page): Promise<number[]> {
  const hrefs = await messages(page)
    .locator('a[href^="/workDetail?id="]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => Number(new URL(h, 'http://x').searchParams.get('id')));
}

/** Wait until the list has loaded: its first message, or 暂无消息 (未读 0 条 shows while loading too). */
async function loaded(page: Page): Promise<void> {
  await waitForIdle(page);
  await expect(
    messages(page).getByRole('listitem').first().or(main(page).getByText('暂无消息')),
  ).toBeVisible({ timeout: 15_000 });
}

/**
 * Reading a notification changes the shared database, and the two projects run at the
 * same time: each reads the notifications of its own account, which nothing else in the
 * suites reads or adds to (signing posts to hq_demo's members).
 */
const READER = { desktop: ACCOUNTS.store, mobile: ACCOUNTS.other } as const;

test.describe('notifications (issue 3: a notification opens its work order)', () => {
  test('an unread notification opens, is marked read and leads to its work order', async ({
    signedIn,
    page,
    device,
  }) => {
    await signedIn(READER[device].account, '/workList');
    await expect(pageHeading(page, '消息通知')).toBeVisible({ timeout: 20_000 });
    await waitForIdle(page);

    const readFilter = main(page).getByRole('radiogroup', { name: '阅读状态' });
    await expect(readFilter.getByRole('radio', { name: '全部' })).toBeChecked();
    // antd's button-style radios hide the input under their label: click the label.
    await readFilter.getByText('未读', { exact: true }).click();
    await expect(readFilter.getByRole('radio', { name: '未读' })).toBeChecked();
    await expect(page).toHaveURL((url) => url.searchParams.get('read') === 'unread');
    await loaded(page);

    const unreadBefore = await unreadCount(page);
    expect(unreadBefore).toBeGreaterThan(0);
    // Other suites may add a notification to this company meanwhile (a signature, a pest
    // alert): those are newer than every message shown now, and the figure counts them.
    const newestBefore = Math.max(...(await shownIds(page)));
    // The first unread message that concerns a work order (its line names the order).
    const item = messages(page)
      .getByRole('listitem', { name: /（未读）$/ })
      .filter({ hasText: /FW\d+/ })
      .first();
    await expect(item).toBeVisible();
    const link = item.getByRole('link');
    const title = (await link.innerText()).trim();
    const href = (await link.getAttribute('href')) ?? '';
    const messageId = new URL(href, page.url()).searchParams.get('id');
    expect(messageId).toMatch(/^\d+$/);

    // The message.
    await link.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/workDetail' && url.searchParams.get('id') === messageId,
    );
    await expect(pageHeading(page, '消息详情')).toBeVisible();
    await expect(main(page).getByRole('article', { name: title })).toBeVisible();
    const related = region(page, '相关工单');
    await expect(related).toBeVisible();
    const orderNo = (await related.innerText()).match(/FW\d+/)?.[0];
    expect(orderNo).toBeTruthy();

    // Its work order.
    await related.getByRole('link', { name: '查看工单详情' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/serviceReport/serviceDetail');
    await expect(pageHeading(page, '服务详情')).toBeVisible();
    await expect(region(page, '工单信息')).toContainText(orderNo ?? '');

    // Back on the list: the message is read now.
    await page.goto('/workList?read=read');
    await loaded(page);
    const readItem = messages(page)
      .getByRole('listitem')
      .filter({
        has: page.locator(`a[href="/workDetail?id=${messageId}"]`),
      });
    await expect(readItem).toHaveAccessibleName(`${title}（已读）`);
    await page.goto('/workList?read=unread');
    await loaded(page);
    await expect(messages(page).locator(`a[href="/workDetail?id=${messageId}"]`)).toHaveCount(0);
    await expect
      .poll(async () => {
        const added = (await shownIds(page)).filter((id) => id > newestBefore).length;
        return (await unreadCount(page)) - added;
      })
      .toBe(unreadBefore - 1);
  });
});
