import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  API_URL,
  FAULT_PROXY_PORT,
  FAULT_SHELL_PORT,
  FAULT_SHELL_URL,
} from '../support/env';
import { serveApp, settingsWith } from '../support/extra-shell';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import type { CompanyEntry } from '@pest-portal/shared/contract';
import { expect, localItem, test } from '../support/fixtures';
import { button, toast, waitForIdle } from '../support/portal';
import {
  drawWithMouse,
  inkNear,
  openOrderList,
  pageHeading,
  region,
  shownOrderNumbers,
  signaturePad,
  viewLink,
  WORK_ORDER_LISTS,
} from '../support/service';

/**
 * Faults between the portal and its API (issue 9): a second deployment of the shell whose
 * API traffic passes a fault-injecting TCP proxy on its way to the real API. Nothing of
 * ours is mocked: the browser, the shell's proxy and the API are the ones `npm start` runs.
 */
const settings = settingsWith({
  PP_SHELL_PORT: String(FAULT_SHELL_PORT),
  PP_API_URL: `http://127.0.0.1:${FAULT_PROXY_PORT}`,
  // This deployment's calls time out after 10 s, not the default 30 s (runtime config):
  // the frozen API is waited out in a third of the time. Still twice the slowest call
  // here (2 s each way through the slow proxy).
  PP_REQUEST_TIMEOUT_MS: '10000',
});
const UNAVAILABLE = '服务暂时不可用，请稍后重试';
/** The login fixture, as the helpers below take it. */
type Login = (account: string, options: object) => Promise<void>;
const TIMED_OUT = '请求超时，请稍后重试';

test.describe('faults between the portal and the API', { tag: '@desktop' }, () => {
  let proxy: FaultProxy;
  const closers: { close: () => Promise<unknown> }[] = [];
  test.beforeAll(async () => {
    proxy = await startFaultProxy(FAULT_PROXY_PORT, Number(new URL(API_URL).port));
    closers.push(proxy, await serveApp('shell', FAULT_SHELL_PORT, true, settings));
  });
  test.afterAll(async () => {
    await Promise.allSettled(closers.splice(0).map((c) => c.close()));
  });
  test.beforeEach(() => proxy.set('pass'));

  async function openFeedback(login: Login) {
    await login(ACCOUNTS.store.account, {
      origin: FAULT_SHELL_URL,
      rurl: '/feedback',
      expectPath: '/feedback',
    });
  }

  /**
   * Through this deployment, the sign-off page of other_demo's first visit awaiting a
   * signature, a signature drawn on its pad. other_demo: a customer no other suite signs for
   * (service-sign.spec takes hq_demo's rows).
   */
  async function drawOnFirstSignOff(login: Login, page: Page) {
    await login(ACCOUNTS.other.account, { origin: FAULT_SHELL_URL });
    const awaiting = WORK_ORDER_LISTS.awaitingSignature;
    await openOrderList(page, { ...awaiting, path: `${FAULT_SHELL_URL}${awaiting.path}` });
    const orderNo = (await shownOrderNumbers(page))[0];
    if (!orderNo) throw new Error('other_demo has no visit awaiting a signature');
    await viewLink(page, orderNo).click();
    await expect(pageHeading(page, '服务详情')).toBeVisible();
    await button(page.getByRole('main'), '评价签字').click();
    await expect(pageHeading(page, '评价签字')).toBeVisible();
    const signing = region(page, '客户签字');
    const pad = signaturePad(page);
    await drawWithMouse(page, pad);
    await expect.poll(() => inkNear(pad, 0.5, 0.5)).toBe(true);
    return { signing, pad };
  }

  // The button is found by its name, 提交: after a failure within milliseconds antd's
  // loading icon stayed in the button, invisible but read as "loading 提交" (3 runs in 8
  // failed here; shell.css hides the leaving icon from the accessibility tree).
  test('a send whose answer is lost, sent again, is stored once; nothing typed is lost', async ({
    login,
    page,
  }) => {
    await openFeedback(login);
    const main = page.getByRole('main');
    const content = `E2E 丢失应答 ${Date.now()}：后门排水沟发现蟑螂。`;
    await main.getByLabel('反馈类型').click();
    await page.getByText('建议', { exact: true }).filter({ visible: true }).click();
    await main.getByLabel('反馈内容').fill(content);

    proxy.set('lose-answers'); // the API stores it; the answer never comes back
    await button(main, '提交').click();
    await expect(main.getByText(new RegExp(`提交失败：${UNAVAILABLE}`))).toBeVisible();
    await expect(main.getByLabel('反馈内容')).toHaveValue(content);
    await expect(button(main, '提交')).toBeEnabled();

    proxy.set('pass');
    await button(main, '提交').click();
    await expect(toast(page, '反馈已提交，感谢您的宝贵意见')).toBeVisible();

    await page.getByRole('tab', { name: '反馈记录' }).click();
    await expect(page.getByText(content)).toHaveCount(1, { timeout: 15_000 });
  });

  test('the API down: the service is named unavailable, and the retry works once it is back', async ({
    login,
    page,
  }) => {
    await openFeedback(login);
    await page.getByRole('tab', { name: '反馈记录' }).click();
    proxy.set('down');
    await page.reload();
    await page.getByRole('tab', { name: '反馈记录' }).click();
    await expect(page.getByText(UNAVAILABLE).first()).toBeVisible({ timeout: 20_000 });
    proxy.set('pass');
    await page
      .getByRole('button', { name: /重\s*试/ })
      .first()
      .click();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0, { timeout: 20_000 });
  });

  test('the API frozen: the send times out with a message, the indicator stops, the retry sends once', async ({
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    await openFeedback(login);
    const main = page.getByRole('main');
    const content = `E2E 冻结 ${Date.now()}：仓库角落发现鼠粪。`;
    await main.getByLabel('反馈类型').click();
    await page.getByText('建议', { exact: true }).filter({ visible: true }).click();
    await main.getByLabel('反馈内容').fill(content);

    proxy.set('freeze');
    await button(main, '提交').click();
    await expect(main.getByText(new RegExp(`提交失败：${TIMED_OUT}`))).toBeVisible({
      timeout: 25_000,
    });
    await expect(page.locator('.ant-btn-loading')).toHaveCount(0);
    await expect(main.getByLabel('反馈内容')).toHaveValue(content);

    proxy.set('pass');
    await button(main, '提交').click();
    await expect(toast(page, '反馈已提交，感谢您的宝贵意见')).toBeVisible();
    await page.getByRole('tab', { name: '反馈记录' }).click();
    await expect(page.getByText(content)).toHaveCount(1, { timeout: 15_000 });
  });

  test('slow during a feedback send: the button waits, a second press sends nothing more', async ({
    login,
    page,
  }) => {
    await openFeedback(login);
    const main = page.getByRole('main');
    const content = `E2E 慢网 ${Date.now()}：员工通道有飞虫。`;
    await main.getByLabel('反馈类型').click();
    await page.getByText('建议', { exact: true }).filter({ visible: true }).click();
    await main.getByLabel('反馈内容').fill(content);

    proxy.set({ slowMs: 2_000 });
    const submit = main.getByRole('button', { name: /提\s*交/ });
    await submit.click();
    await expect(submit).toHaveClass(/ant-btn-loading/);
    // Pressed again while it waits (an impatient person on a slow link): nothing more is sent.
    await submit.click({ force: true });
    await expect(toast(page, '反馈已提交，感谢您的宝贵意见')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-btn-loading')).toHaveCount(0);

    proxy.set('pass');
    await page.getByRole('tab', { name: '反馈记录' }).click();
    await expect(page.getByText(content)).toHaveCount(1, { timeout: 15_000 });
  });

  test('the API restarted mid-session: the session goes on, nothing typed is lost, the send then works', async ({
    login,
    page,
  }) => {
    await openFeedback(login);
    const main = page.getByRole('main');
    const content = `E2E 重启 ${Date.now()}：更衣室发现蟑螂卵鞘。`;
    await main.getByLabel('反馈类型').click();
    await page.getByText('建议', { exact: true }).filter({ visible: true }).click();
    await main.getByLabel('反馈内容').fill(content);

    proxy.restart(4_000);
    await button(main, '提交').click();
    await expect(main.getByText(new RegExp(`提交失败：${UNAVAILABLE}`))).toBeVisible();
    await expect(main.getByLabel('反馈内容')).toHaveValue(content);
    await expect(page.locator('.ant-btn-loading, .pp-loading-bar')).toHaveCount(0);

    // Back up (the shell's proxy answers again): the same session, no way through the
    // login page, and one record.
    await expect
      .poll(
        async () =>
          (await page.request.get(`${FAULT_SHELL_URL}/api/customer/account/session`)).status(),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    await button(main, '提交').click();
    await expect(toast(page, '反馈已提交，感谢您的宝贵意见')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/feedback');
    await page.getByRole('tab', { name: '反馈记录' }).click();
    await expect(page.getByText(content)).toHaveCount(1, { timeout: 15_000 });
  });

  test('slow during a company switch: the page reloads for the chosen company, nothing left loading', async ({
    login,
    page,
  }) => {
    test.setTimeout(120_000);
    await login(ACCOUNTS.hq.account, { origin: FAULT_SHELL_URL, expectPath: '/groupHome' });
    await waitForIdle(page);
    const companies = JSON.parse((await localItem(page, 'companyList')) ?? '[]') as CompanyEntry[];
    proxy.set({ slowMs: 1_500 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /切换公司/ })
      .click();
    const switcher = page.getByRole('list', { name: '切换公司' }).filter({ visible: true });
    // The first sub-company of the first company that has some (company-switch.spec.ts).
    const group = companies.find((c) => (c.memberInfoList?.length ?? 0) > 0);
    const chosen = group?.memberInfoList?.[0];
    if (!group || !chosen) throw new Error('hq_demo has no sub-company');
    await switcher.getByRole('button', { name: `展开${group.memberName}的下属公司` }).click();
    const reloaded = page.waitForEvent('load');
    await switcher
      .getByRole('list', { name: `${group.memberName}的下属公司`, exact: true })
      .getByRole('button', { name: chosen.memberName, exact: true })
      .click();
    await reloaded;
    await expect(page.getByRole('banner')).toContainText(chosen.memberName, { timeout: 30_000 });
    await expect.poll(() => localItem(page, 'mid')).toBe(String(chosen.memberId));
    // The slow calls of the chosen company's first page finish, and nothing is left loading.
    await waitForIdle(page);
    await expect(page.locator('.ant-btn-loading, .pp-loading-bar')).toHaveCount(0);
  });

  test('a signature whose answer is lost, sent again, is stored once; the drawing is kept', async ({
    login,
    page,
  }) => {
    const { signing, pad } = await drawOnFirstSignOff(login, page);

    proxy.set('lose-answers');
    await button(signing, '确认签字').click();
    await expect(signing.getByText(/签字失败/)).toBeVisible({ timeout: 30_000 });
    expect(await inkNear(pad, 0.5, 0.5), 'the drawing is kept').toBe(true);

    proxy.set('pass');
    await button(signing, '确认签字').click();
    await expect(toast(page, '签字成功')).toBeVisible({ timeout: 30_000 });
    await expect(pageHeading(page, '服务详情')).toBeVisible();
    await expect(
      region(page, '签字确认').getByRole('img', { name: '客户签字', exact: true }),
    ).toHaveCount(1);
  });

  test('slow during a signature: the button waits, a second press signs nothing more', async ({
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    const { signing } = await drawOnFirstSignOff(login, page);

    proxy.set({ slowMs: 2_000 });
    const confirm = signing.getByRole('button', { name: /确认签字/ });
    await confirm.click();
    await expect(confirm).toHaveClass(/ant-btn-loading/);
    await confirm.click({ force: true }); // an impatient second press while it waits
    await expect(toast(page, '签字成功')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-btn-loading')).toHaveCount(0);
    proxy.set('pass');
    await expect(pageHeading(page, '服务详情')).toBeVisible();
    await expect(
      region(page, '签字确认').getByRole('img', { name: '客户签字', exact: true }),
    ).toHaveCount(1);
    await expect(toast(page, /已签字|重复/)).toHaveCount(0);
  });
});
