import { chromium, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { ACCOUNTS, SHELL_URL, chromiumLaunch } from '../support/env';
import { expect, test } from '../support/fixtures';
import type { GuardPage } from '../support/guard/guard-page';
import { layoutProblems } from '../support/guard/layout-problems';
import { themePalette } from '../support/guard/palette';
import { guardPages as dashboardPages } from '../support/guard-pages-dashboard';
import { guardPages as feedbackPages } from '../support/guard-pages-feedback';
import { guardPages as qualificationPages } from '../support/guard-pages-qualification';
import { guardPages as scannerPages } from '../support/guard-pages-scanner';
import { guardPages as servicePages } from '../support/guard-pages-service';
import { guardPages as shellPages } from '../support/guard-pages-shell';
import { loginButton, loginPathOf, loginThroughUi } from '../support/login';
import { motionEnded, navigateInApp, waitForIdle } from '../support/portal';

/**
 * The layout guard (issue 8): every page of every section built so far, at a phone's
 * 390 px and a desktop's 1440 px, as a single company and as a headquarters. It fails on
 * sideways scrolling, text cut off without an ellipsis, a Chinese word broken to one
 * character on a line in a table or a name, a colour outside the theme, a toast or popup
 * over the header, and serious or critical axe violations.
 *
 * A section joins by exporting `guardPages` from e2e/support/guard-pages-<section>.ts and
 * adding it to PAGES. One browser context per account and size, the pages visited in a
 * loop in it: a login per context, not per page.
 *
 * The pages are reached inside the app, as a menu or a link reaches them, not by loading
 * the portal again for each: a reload ran the shell and its remotes from the start, over
 * a second a page and two thirds of the guard's time. Between two pages the guard passes
 * through the shell's own not-found page, so the page it checks is rendered afresh: many
 * pages share their ready text (工单编号： on four in a row), and without the pass a check
 * could read the previous page before the router had replaced it.
 */
const PAGES: GuardPage[] = [
  ...shellPages,
  ...dashboardPages,
  ...servicePages,
  ...qualificationPages,
  ...feedbackPages,
  ...scannerPages,
];

const SIZES = {
  phone: { width: 390, height: 844, mobile: true },
  desktop: { width: 1440, height: 900, mobile: false },
} as const;

const palette = themePalette();

/** A route no section owns: the shell's not-found page, cheap and unlike any guarded page. */
const BETWEEN = { path: '/guard-between', ready: '页面不存在' };

/** Everything wrong with the page as it shows now: its own document and its same-origin frames. */
async function problemsOf(page: Page, path: string, withAxe: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    // A sandboxed frame without allow-same-origin is closed to the page and to us.
    const where = frame === page.mainFrame() ? path : `${path} (frame)`;
    found.push(...(await layoutProblems(frame, palette, where).catch(() => [])));
  }
  const axe = withAxe ? await seriousViolations(page) : [];
  found.push(
    ...axe.map((v) => `${path}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`),
  );
  return found;
}

let browser: Browser;
test.beforeAll(async () => {
  const { executablePath, args, env } = chromiumLaunch();
  browser = await chromium.launch({ executablePath, args, env });
});
test.afterAll(async () => {
  await browser.close();
});

// The sizes and accounts are the guard's own matrix: it runs once, in the desktop project.
test.describe('layout guard', { tag: '@desktop' }, () => {
  // axe runs in two of the four passes, phone as store and desktop as hq: every page is
  // checked by axe at both sizes and for both account kinds, at about half the cost (axe is
  // two thirds of a page's ~3 s; the four passes take ~3 minutes of the suite's two workers).
  // The layout checks run in all four.
  test.describe.configure({ mode: 'parallel' });
  for (const [sizeName, size] of Object.entries(SIZES)) {
    for (const who of ['store', 'hq'] as const) {
      const withAxe = (sizeName === 'phone') === (who === 'store');
      test(`${sizeName} as ${who}`, async () => {
        const pages = PAGES.filter((p) => p.accounts.includes(who));
        test.setTimeout(60_000 + pages.length * 30_000);
        const context = await browser.newContext({
          baseURL: `${SHELL_URL}/`,
          viewport: { width: size.width, height: size.height },
          isMobile: size.mobile,
          hasTouch: size.mobile,
          locale: 'zh-CN',
          timezoneId: 'Asia/Shanghai',
          userAgent: size.mobile
            ? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
            : undefined,
        });
        const page = await context.newPage();
        try {
          // The login page of this device first, as a visitor meets it before logging in.
          const loginPath = loginPathOf(size.mobile ? 'mobile' : 'desktop');
          await test.step(loginPath, async () => {
            await page.goto(loginPath);
            await expect(loginButton(page)).toBeVisible({ timeout: 20_000 });
            await waitForIdle(page);
            await motionEnded(page);
            expect.soft(await problemsOf(page, loginPath, withAxe), loginPath).toEqual([]);
          });
          await loginThroughUi(page, ACCOUNTS[who].account, {
            device: size.mobile ? 'mobile' : 'desktop',
          });
          // One soft assertion a page: a run reports every page's problems, not the first page's.
          for (const guarded of pages) {
            await test.step(guarded.path, async () => {
              await navigateInApp(page, BETWEEN.path);
              await expect(page.getByText(BETWEEN.ready).first()).toBeVisible();
              await navigateInApp(page, (await guarded.resolvePath?.()) ?? guarded.path);
              await expect(
                page.getByText(guarded.ready).first(),
                `${guarded.path} shows`,
              ).toBeVisible({ timeout: 20_000 });
              await waitForIdle(page);
              // Mid-motion, a box is still moving and a colour half faded in (axe's contrast
              // would read it); the guard judges the page as it comes to rest.
              await motionEnded(page);
              expect.soft(await problemsOf(page, guarded.path, withAxe), guarded.path).toEqual([]);
            });
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
