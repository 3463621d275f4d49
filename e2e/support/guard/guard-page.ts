/**
 * One page the layout guard visits (e2e/tests/layout-guard.spec.ts). Each section lists
 * its pages in `e2e/support/guard-pages-<section>.ts` as `export const guardPages`.
 */
export interface GuardPage {
  /** The path to open, with its query (a record's id the seed gives that account). */
  path: string;
  /** Who sees the page: store_demo (a single company) and/or hq_demo (a headquarters). */
  accounts: Array<'store' | 'hq'>;
  /** A text shown once the page has its data: the guard looks only then. */
  ready: string;
  /**
   * For a page whose query names a record the seed made (its id is the database's): finds
   * the path through the API when the guard runs; `path` then only names the page.
   */
  resolvePath?: () => Promise<string>;
}
