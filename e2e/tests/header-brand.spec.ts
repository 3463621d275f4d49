import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, STORE_BRAND } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * The header's brand (issue 8): each customer's logo carries its own name in its own
 * colours, unreadable (for one demo customer invisible) on the green header, so it sits on
 * a light plate; and the name beside it was cut ("上海静安食品…") with 400 px free.
 */

/** The provider's brand, the seed's default: what a signed-out visitor on localhost sees. */
const PROVIDER_BRAND = '安宝虫控客户服务平台';

/** hq_demo's customer (the seed's DEMO_BRANDS 'huadong'), its logo in its own red. */
const HQ_BRAND = '华东餐饮集团';
const CUSTOMERS = [
  { who: 'store', account: ACCOUNTS.store.account, brand: STORE_BRAND },
  { who: 'hq', account: ACCOUNTS.hq.account, brand: HQ_BRAND },
] as const;

/** The logo has loaded, and the box right around it is white: the plate. */
async function expectLogoOnPlate(logo: Locator): Promise<void> {
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // Polled: the header may render again once branding answers, replacing the element.
  await expect
    .poll(
      () => logo.evaluate((img) => getComputedStyle(img.parentElement as Element).backgroundColor),
      { message: 'the plate behind the logo' },
    )
    .toBe('rgb(255, 255, 255)');
}

/** Whether an element shows all of its text (nothing hidden behind an ellipsis). */
function shownWhole(el: Locator): Promise<boolean> {
  return el.evaluate((node) => node.scrollWidth <= node.clientWidth);
}

/** The header scrolls nothing sideways: all of it is on the screen. */
async function expectHeaderFits(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const box = await header.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
  expect(await header.evaluate((h) => h.scrollWidth <= h.clientWidth + 1)).toBe(true);
}

test.describe('the header brand (issue 8)', () => {
  for (const { who, account, brand } of CUSTOMERS) {
    test(
      `desktop, ${who}: the logo on a light plate, the name whole beside it`,
      {
        tag: '@desktop',
      },
      async ({ login, page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await login(account);
        const header = page.getByRole('banner');
        // The name is written beside the logo, so the logo is decorative (alt="").
        await expectLogoOnPlate(header.getByRole('presentation').locator('xpath=self::img'));
        const name = header.getByText(brand, { exact: true });
        await expect(name).toBeVisible();
        await expect.poll(() => shownWhole(name), `${brand} shown whole`).toBe(true);
        // White on the header's green: readable (AA 4.5:1 is checked by axe elsewhere).
        expect(await name.evaluate((n) => getComputedStyle(n).color)).toBe('rgb(255, 255, 255)');
        await expectHeaderFits(page);
      },
    );
  }

  test(
    'desktop: a narrow window cuts the name with an ellipsis, the whole name on hover',
    {
      tag: '@desktop',
    },
    async ({ login, page }) => {
      await login(ACCOUNTS.store.account);
      await page.setViewportSize({ width: 1024, height: 800 });
      const name = page.getByRole('banner').getByTitle(STORE_BRAND);
      await expect(name).toBeVisible();
      // Polled: the header renders again once branding answers, and a replaced element has
      // no computed style (a full run read "" once).
      await expect
        .poll(() => name.evaluate((n) => getComputedStyle(n).textOverflow))
        .toBe('ellipsis');
      await expectHeaderFits(page);
    },
  );

  for (const { who, account, brand } of CUSTOMERS) {
    test(
      `phone, ${who}: the logo (named for the brand) on its plate and the company name`,
      {
        tag: '@mobile',
      },
      async ({ login, page }) => {
        await login(account);
        const header = page.getByRole('banner');
        // On the phone the logo stands alone for the brand: it carries the brand's name.
        await expectLogoOnPlate(header.getByRole('img', { name: brand, exact: true }));
        await expect(header.getByRole('button', { name: '菜单' })).toBeVisible();
        // The company name sits under the logo, with the header's width between the buttons:
        // beside a logo that carries the customer's name it was cut after six characters.
        const company = await page.evaluate(() => localStorage.getItem('companyName'));
        const name = header.getByTitle(company ?? '', { exact: true });
        await expect(name).toBeVisible();
        await expect.poll(() => shownWhole(name), `${company} shown whole`).toBe(true);
        await expectHeaderFits(page);
      },
    );
  }

  test(
    'phone login: the logo stands alone for the brand, its name not written again beside it',
    {
      tag: '@mobile',
    },
    async ({ page }) => {
      await page.goto('/mlogin');
      const header = page.getByRole('banner');
      // The logo carries the brand's name: written again beside it, it took two lines.
      const logo = header.getByRole('img', { name: PROVIDER_BRAND, exact: true });
      await expect(logo).toBeVisible();
      await expect(header.getByText(PROVIDER_BRAND, { exact: true })).toHaveCount(0);
      await expectHeaderFits(page);
    },
  );
});
