import type { Page } from '@playwright/test';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { apiGet } from './api-client';
import { SHELL_URL } from './env';
import { expectLanded, loginThroughUi, type LoginOptions } from './login';

/**
 * Starting a test already signed in, for the many suites whose subject is a page behind
 * the login, not the login itself (those keep `login`, which goes through the login
 * page every time).
 *
 * Each worker logs in through the UI once per account and device, as a person does, and
 * keeps what the portal then stored (its local storage). A later test opens the same
 * session in its own fresh context, as the person reopening the portal in a new tab
 * would: the stored items put back, then the page. The session is first checked with the
 * API (a test may have logged it out or changed the account); a session the server no
 * longer knows is replaced by a new UI login. A UI login costs 1.5–2.5 s of the suite's
 * time (the login page, the form, the landing page); about 100 tests start this way.
 */
type Stored = Record<string, string>;

/** This worker's sessions, by account and device (worker processes keep their own). */
const sessions = new Map<string, Stored>();

async function stillValid(stored: Stored): Promise<boolean> {
  const answer = await apiGet(ENDPOINTS.sessionCheck.path, {}, stored).catch(() => null);
  return answer?.statusCode === 200;
}

async function uiLogin(page: Page, account: string, device: LoginOptions['device'], path?: string) {
  // With a path, the login page's Rurl leads there, as a link to a page does.
  await loginThroughUi(page, account, { device, rurl: path, expectPath: pathOf(path) });
  // Item by item: a spread of localStorage leaves out 'key', which Storage's own key()
  // method hides.
  const stored = await page.evaluate(() => {
    const items: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const name = window.localStorage.key(i);
      if (name !== null) items[name] = window.localStorage.getItem(name) ?? '';
    }
    return items;
  });
  sessions.set(`${account}|${device}`, stored);
}

/** The address's path of `path` (which may carry a query), or undefined. */
function pathOf(path: string | undefined): string | undefined {
  return path === undefined ? undefined : new URL(path, SHELL_URL).pathname;
}

/**
 * Open `path` (by default wherever the portal lands) signed in as `account`, on the
 * default shell. Resolves once the page's address is `path` (or anything but a login page).
 */
export async function openSignedIn(
  page: Page,
  account: string,
  device: LoginOptions['device'],
  path?: string,
): Promise<void> {
  const stored = sessions.get(`${account}|${device}`);
  if (!stored || !(await stillValid(stored))) {
    await uiLogin(page, account, device, path);
    return;
  }
  // Local storage belongs to the origin: a small file of the shell's opens it first.
  await page.goto(`${SHELL_URL}/remotes.json`);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, stored);
  await page.goto(`${SHELL_URL}${path ?? '/'}`);
  await expectLanded(page, pathOf(path));
}
