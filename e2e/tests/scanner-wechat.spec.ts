import { ACCOUNTS } from '../support/env';
import { expect, localItem, test } from '../support/fixtures';
import { openDrawer, toast } from '../support/portal';
import { deviceWithRecords, expectDevicePage } from '../support/scanner';
import {
  answerAuthorisation,
  deliverScan,
  unbindThroughApi,
  installWeChatDouble,
  WECHAT_USER_AGENT,
  wxConfigs,
  wxScans,
} from '../support/wechat-double';

/** Inside WeChat's browser the scan button uses WeChat's own scanner (spec §4). */
test.describe('扫一扫 inside WeChat', { tag: '@mobile' }, () => {
  test.use({ userAgent: WECHAT_USER_AGENT });

  test('configures the bridge with the API’s signature and opens the scanned device', async ({
    login,
    page,
  }) => {
    const device = await deviceWithRecords(ACCOUNTS.store.account);
    await installWeChatDouble(page);
    // Not through home: home inside WeChat would start the binding (the next describe).
    await login(ACCOUNTS.store.account, { rurl: '/qrcodeQuery', expectPath: '/qrcodeQuery' });
    await page.getByRole('button', { name: '扫一扫' }).click();

    await expect.poll(async () => (await wxScans(page)).length).toBe(1);
    const [config] = await wxConfigs(page);
    expect(config?.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(config?.jsApiList).toContain('scanQRCode');
    expect((await wxScans(page))[0]).toEqual({ needResult: 1, scanType: ['qrCode', 'barCode'] });

    // A barcode is no label: 二维码无效！ and WeChat's scanner opens again.
    await deliverScan(page, 'EAN_13,6901234567892');
    await expect(toast(page, '二维码无效！')).toBeVisible();
    await expect.poll(async () => (await wxScans(page)).length, { timeout: 10_000 }).toBe(2);

    await deliverScan(page, device.payload);
    await expectDevicePage(page, device);
  });
});

/** The binding for notifications, started by home inside WeChat (spec §4). */
test.describe('binding WeChat from home', { tag: '@mobile' }, () => {
  test.use({ userAgent: WECHAT_USER_AGENT });

  test('an account that agrees is bound and the drawer says 已绑定', async ({ login, page }) => {
    const authorisations = await answerAuthorisation(page, 'e2e-bind-0001');
    const steps: string[] = [];
    page.on('request', (request) => {
      const step = /\/customer\/weChatPublic\/(\w+)/.exec(request.url())?.[1];
      if (step) steps.push(step);
    });
    try {
      await login(ACCOUNTS.store.account, { expectPath: '/home' });
      await expect(toast(page, '微信绑定成功')).toBeVisible();
      // The binding completes through all three steps of spec §7, in order.
      await expect
        .poll(() => steps.filter((s) => s !== 'v3'))
        .toEqual(['getCustomerWeChatBaseInfo', 'bindWeChatPublic', 'sendCallBack']);
      expect(authorisations).toHaveLength(1);
      expect(authorisations[0]).toMatchObject({ scope: 'snsapi_userinfo', state: 'pp_bind' });
      await expect.poll(() => localItem(page, 'wxAuth')).toBe('1');
      await expect(page).toHaveURL(
        (url) => url.pathname === '/home' && !url.search.includes('code'),
      );
      const drawer = await openDrawer(page);
      await expect(drawer.getByText('已绑定', { exact: true })).toBeVisible();
    } finally {
      await unbindThroughApi(ACCOUNTS.store.account);
    }
  });

  test('an account that declines gets noAuth and is not asked again', async ({ login, page }) => {
    const authorisations = await answerAuthorisation(page, null);
    await login(ACCOUNTS.other.account, { expectPath: /^\/(home|groupHome)$/ });
    // The round trip reloads the page: a read during the navigation is simply tried again.
    await expect.poll(() => localItem(page, 'noAuth').catch(() => null)).toBe('1');
    await expect(page).toHaveURL((url) => !url.search.includes('state'));
    expect(authorisations).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('button', { name: '扫一扫' })).toBeVisible();
    await page.waitForTimeout(1500); // time enough for a second round trip, were one started
    expect(authorisations).toHaveLength(1);
    expect(await localItem(page, 'wxAuth')).toBe('0');
  });
});
