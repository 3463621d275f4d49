import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, DRAWER_FOOTER_HOSTS, SHELL_ORIGINS, SHELL_URL } from './support/env';

// The config is read by the runner and again by every worker; the first read fixes the
// run's id in the environment, which the workers inherit, so all agree on the files.
process.env.PP_E2E_RUN ??= String(Date.now());
const run = process.env.PP_E2E_RUN;
/** A fresh data folder per run: every run starts from the seed. */
const dataDir = path.join(os.tmpdir(), `pp-e2e-${run}`);
process.env.PP_E2E_LOG ??= path.join(os.tmpdir(), `pp-e2e-${run}.log`);

const chromium = chromiumLaunch();
const launchOptions = {
  executablePath: chromium.executablePath,
  args: chromium.args,
  env: chromium.env,
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: `${SHELL_URL}/`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'on-first-retry',
    video: 'off',
    screenshot: 'only-on-failure',
    // The shell's service worker answers a returning page's files itself, unseen by
    // page.route: the suites that hold or fail a file at the network's edge would hold
    // nothing. Blocked here, as in a browser without service workers (WeChat's on iOS);
    // tests/service-worker.spec.ts and ship-alone's redeploy allow it.
    serviceWorkers: 'block',
  },
  // A test of one layout only is tagged @desktop or @mobile and runs in that project
  // alone (the other project does not list it, rather than skipping it).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop\b/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node support/start-servers.cjs',
    url: `${SHELL_URL}/`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PP_DATA_DIR: dataDir,
      PP_E2E_LOG: process.env.PP_E2E_LOG,
      PP_DRAWER_FOOTER_HOSTS: DRAWER_FOOTER_HOSTS.join(','),
      PP_SHELL_ORIGINS: SHELL_ORIGINS.join(','),
      // A full run logs store_demo in more than the 100 an hour a real account may; the
      // limits themselves are tested in the API's suite (api/src/account/login.test.ts).
      PP_ABUSE_LIMIT_SCALE: '50',
    },
  },
});
