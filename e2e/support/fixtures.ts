import { test as base, expect, type Page } from '@playwright/test';
import { loginThroughUi, type LoginOptions } from './login';
import { openSignedIn } from './signed-in';

export type Device = 'desktop' | 'mobile';

interface Fixtures {
  /** Which layout this project exercises, from the project's name. */
  device: Device;
  /** The login page of this device type (spec §2). */
  loginPath: string;
  /** Log in through this device's login page; resolves once the page after login shows. */
  login: (account: string, options?: Omit<LoginOptions, 'device'>) => Promise<void>;
  /**
   * Open `path` (by default where the portal lands) signed in as `account`, reusing this
   * worker's UI login of that account on this device (support/signed-in.ts). For suites
   * whose subject is the page, not the login.
   */
  signedIn: (account: string, path?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  device: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'mobile' ? 'mobile' : 'desktop');
  },
  loginPath: async ({ device }, use) => {
    await use(device === 'mobile' ? '/mlogin' : '/login');
  },
  login: async ({ page, device }, use) => {
    await use((account, options) => loginThroughUi(page, account, { ...options, device }));
  },
  signedIn: async ({ page, device }, use) => {
    await use((account, path) => openSignedIn(page, account, device, path));
  },
});

export { expect };

/** Read a localStorage key of the page's origin. */
export function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Read a sessionStorage key of the page's origin. */
export function sessionItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.sessionStorage.getItem(k), key);
}
