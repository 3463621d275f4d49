import { expect, type Locator, type Page } from '@playwright/test';
import { caption } from './text';

/**
 * How the suites find the portal's parts: by role, label and the spec's texts
 * (DESIGN.md §5). One place, so a renamed label is fixed once.
 */

/** A toast (antd message, role alert) or an inline alert with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

export function button(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('button', { name: caption(text) });
}

/** The confirmation dialog (antd Modal.confirm) that carries `text`. */
export function confirmDialog(page: Page, text: string | RegExp): Locator {
  return page.getByRole('dialog').filter({ hasText: text });
}

/** The breadcrumb bar: the navigation landmark whose first item is the root 管理平台. */
export function breadcrumb(page: Page): Locator {
  return page.getByRole('navigation').filter({ has: page.getByText('管理平台', { exact: true }) });
}

/** The breadcrumb trail's visible items, in order. */
export async function trail(page: Page): Promise<string[]> {
  const items = await breadcrumb(page).getByRole('listitem').allInnerTexts();
  return items.map((t) => t.trim()).filter((t) => t && t !== '/' && t !== '>');
}

/** The desktop side menu's item labels. */
export function sideMenu(page: Page): Locator {
  return page.getByRole('menu').first();
}

/**
 * Open the mobile drawer through its button (aria-label 菜单) and return it. A drawer
 * already open (it stays open when a confirmation started from it is cancelled) covers
 * the button with its mask, so it is used as it is.
 */
export async function openDrawer(page: Page): Promise<Locator> {
  const drawer = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: '退出登录' }) });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: '菜单' }).click();
  await expect(drawer).toBeVisible();
  // Visible is not settled: the panel slides and the mask fades in; what a check reads in
  // between (axe's colour contrast through a half-faded mask) is not what the user sees.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return drawer;
}

/** The desktop header's action (help, change password, logout...): a link or a button. */
export function headerAction(page: Page, name: string): Locator {
  const header = page.getByRole('banner');
  return header
    .getByRole('button', { name: caption(name) })
    .or(header.getByRole('link', { name: caption(name) }))
    .first();
}

/**
 * Navigate inside the single-page app without a reload, the way a router link does: push
 * the path (with its query, if any) and tell the router (which listens to popstate).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Wait until the loading indicator (spec §8) is gone: every request has finished. */
export async function waitForIdle(page: Page): Promise<void> {
  await expect(loadingIndicator(page)).toHaveCount(0, { timeout: 20_000 });
}

/** The loading indicator: a progressbar, or an aria-busy region, named 加载中... */
export function loadingIndicator(page: Page): Locator {
  return page
    .getByRole('progressbar', { name: /加载中/ })
    .or(page.locator('[aria-busy="true"]').filter({ visible: true }))
    .filter({ visible: true });
}

/**
 * Open a page that calls the API as soon as it shows: the feedback records. If the call
 * sends the user to the login page first, that is what the caller waits for.
 */
export async function openDataPage(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/feedback`);
  const records = page.getByRole('tab', { name: '反馈记录' });
  await Promise.race([
    page
      .waitForURL((url) => /^\/m?login$/.test(url.pathname), { timeout: 15_000 })
      .catch(() => undefined),
    records.click({ timeout: 15_000 }).catch(() => undefined),
  ]);
}

/** Expect the login page of the device with a Rurl that starts with `from`. */
export async function expectLoginWithRurl(
  page: Page,
  loginPath: string,
  from: string,
): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === loginPath && (url.searchParams.get('Rurl') ?? '').startsWith(from),
    {
      timeout: 20_000,
    },
  );
}

/**
 * Wait until no finite animation runs in the page, or, with `within`, on that element,
 * its ancestors or its descendants, and no antd motion is about to start there (an
 * element still carrying a `-appear`/`-enter` class, the frames before its keyframes
 * run). Endless ones (a spinner, the loading bar) are the page's steady state.
 */
export async function motionEnded(page: Page, within?: Locator): Promise<void> {
  const busy = (el: Element | null) => {
    const motion = /-(appear|enter)(-|\b)/;
    const near = (t: Element) => !el || t.contains(el) || el.contains(t);
    const animating = document.getAnimations().some((a) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return (
        a.playState === 'running' &&
        a.effect?.getTiming().iterations !== Infinity &&
        !!target &&
        near(target)
      );
    });
    const entering =
      !!el &&
      [el, ...el.querySelectorAll('*')].some((t) => motion.test(t.getAttribute('class') ?? ''));
    return animating || entering;
  };
  await expect
    .poll(() => (within ? within.evaluate(busy) : page.evaluate(busy, null)), {
      timeout: 5_000,
      message: 'animations end',
    })
    .toBe(false);
}

/**
 * The confirmation dialog carrying `text`, once it has opened. A click during antd's
 * zoom-in was lost: Playwright found 确定 at its scaled-down place, the button had moved
 * by the time the press landed, and the dialog stayed open (the logout and unbind flakes).
 */
export async function openedConfirm(page: Page, text: string | RegExp): Promise<Locator> {
  const dialog = confirmDialog(page, text);
  await expect(dialog).toBeVisible();
  await motionEnded(page, dialog);
  return dialog;
}

/**
 * Press where `target` is shown, as a person taps or clicks what they see: a touch on a
 * touch screen, the mouse otherwise, at the centre of its box, once its motion has ended
 * and the box is inside the viewport. Not Playwright's click: its scroll-into-view step
 * now and then scrolled the page behind a phone's filter sheet (by 384 px, a calendar's
 * cell in plain sight), the calendar followed its field back into place, and the press
 * landed on the header (seen in a trace of the plan-date test's flake: the day was never
 * picked).
 */
export async function pressWhereShown(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await motionEnded(page, target);
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('The target has no box on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  expect(x >= 0 && y >= 0 && x <= viewport.width && y <= viewport.height).toBe(true);
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Open an antd Select and click the option shown as `label`. */
export async function choose(page: Page, combobox: Locator, label: string): Promise<void> {
  // The dropdown's option itself: cells and tags elsewhere on the page may carry the same title.
  const option = page
    .locator('.ant-select-item-option')
    .filter({ visible: true })
    .getByText(label, { exact: true })
    .first();
  // A choice closes the dropdown. Once, on a loaded machine, a click during the dropdown's
  // opening animation left it open with nothing chosen: then a person clicks again.
  await expect(async () => {
    if (!(await option.isVisible())) await combobox.click();
    await option.click({ timeout: 3_000 });
    await expect(option).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
