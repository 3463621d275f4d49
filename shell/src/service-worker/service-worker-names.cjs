// @ts-check
/**
 * The service worker's names, read by the build (service-worker-plugin.cjs), the worker
 * (service-worker.cjs, told them by the build) and the page that registers it
 * (register-service-worker.ts).
 */
module.exports = {
  /** Its script, at the root of the shell's origin so that it may answer every page. */
  SCRIPT: '/sw.js',
  /** The one cache it keeps: the shell's page and the files the servers call immutable. */
  CACHE: 'pp-portal-1',
  /** Where the registering page leaves the list of files it loaded, for the install. */
  SEED_CACHE: 'pp-portal-seed',
  SEED_KEY: '/seed.json',
  /** The message a page sends to ask whether it was answered with an outdated page. */
  PAGE_CHECK: 'pp-page-outdated?',
};
