import type { GuardPage } from './guard/guard-page';

/** The qualification section's pages for the layout guard (390 px and 1440 px, both account kinds). */
export const guardPages: GuardPage[] = [
  { path: '/qualificationFile', accounts: ['store', 'hq'], ready: '30天内到期' },
];
