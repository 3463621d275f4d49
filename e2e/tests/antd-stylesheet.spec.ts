import type { Page } from '@playwright/test';
import { ACCOUNTS, SHELL_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * issue 13: antd's styles come from the stylesheet the build made (shell/src/providers/
 * static-style.ts), on every page a visitor opens first, not only on a section's root.
 * Opened at /serviceReport/serviceDetail, the stylesheet was asked for below the page's
 * path (/serviceReport/antd.….css), answered 404, and antd made its styles in the browser
 * on every such page: drawn the same, slower on a phone. This test failed then.
 */
const PAGES = [
  { path: '/home', shown: /本年总工单/ },
  { path: '/serviceReport/serviceDetail?id=388', shown: /工单编号/ },
  { path: '/serviceReport/evaluateSignature?id=365', shown: /工单编号/ },
];
const STYLESHEET = /\/antd\.[0-9a-f]+\.css$/;

/** antd's stylesheets on the page, and whether antd made rules of its own in the browser. */
function stylesOf(page: Page) {
  return page.evaluate(
    (stylesheet) => ({
      sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .filter((link) => new RegExp(stylesheet).test(link.href))
        .map((link) => ({ url: new URL(link.href), loaded: link.sheet !== null }))
        .map(({ url, loaded }) => ({ origin: url.origin, path: url.pathname, loaded })),
      // antd's rules made in the browser: `:where(.css-…).ant-btn{…}` (its CSS variables,
      // `.css-var-….ant-btn{--ant-…}`, are declared either way).
      made: [...document.querySelectorAll('style')].some((s) =>
        /:where\(\.css-[^)]*\)\.ant-[a-z-]+\{/.test(s.textContent ?? ''),
      ),
    }),
    STYLESHEET.source,
  );
}

test.describe("antd's build-time stylesheet", { tag: '@desktop' }, () => {
  for (const { path, shown } of PAGES)
    test(`is loaded from the build's root on ${path.split('?')[0]}`, async ({ signedIn, page }) => {
      await signedIn(ACCOUNTS.store.account, path);
      // The page loaded at its own address, as a link or a reload opens it (signedIn may
      // have come to it from the login page, in the app, with the stylesheet already in).
      await page.reload();
      await expect(page.getByRole('main').getByText(shown).first()).toBeVisible({
        timeout: 60_000,
      });
      const styles = await stylesOf(page);
      // One, at the root of the build (the shell's origin), and loaded.
      expect(styles.sheets).toHaveLength(1);
      expect(styles.sheets[0]?.origin).toBe(SHELL_URL);
      expect(styles.sheets[0]?.path).toMatch(/^\/antd\.[0-9a-f]+\.css$/);
      expect(styles.sheets[0]?.loaded).toBe(true);
      expect(styles.made, 'antd made no rules of its own in the browser').toBe(false);
    });

  test('that never comes does not hold the page: antd makes its styles', async ({
    signedIn,
    page,
  }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    // A stalled connection: the request is never answered.
    await page.route(STYLESHEET, () => undefined);
    await page.reload();
    // Drawn 5 s after antd's code (STYLESHEET_GRACE_MS), with antd's own rules.
    await expect(page.getByRole('main').getByText('本年总工单').first()).toBeVisible({
      timeout: 30_000,
    });
    const styles = await stylesOf(page);
    expect(styles.sheets, 'the hanging stylesheet is taken away').toEqual([]);
    expect(styles.made, 'antd made its rules in the browser').toBe(true);
    // Styled by them: the figures' cards have antd's rounded corners.
    await expect(page.locator('main .ant-card').first()).toHaveCSS('border-radius', /^[1-9]/);
  });
});
