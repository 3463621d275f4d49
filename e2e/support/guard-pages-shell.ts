import type { GuardPage } from './guard/guard-page';

/**
 * The shell's own pages for the layout guard. The login page of each device is looked at
 * before the guard logs in (layout-guard.spec.ts: /mlogin on the phone, /login on the desktop); the layout itself (header, menu or drawer,
 * breadcrumb, footer) is on every page of every section.
 */
export const guardPages: GuardPage[] = [
  { path: '/no-such-page', accounts: ['store', 'hq'], ready: '页面不存在' },
];
