import type { GuardPage } from './guard/guard-page';

/** The feedback section (mfe-feedback) for the layout guard: the form and the records tab. */
export const guardPages: GuardPage[] = [
  { path: '/feedback', accounts: ['store', 'hq'], ready: '反馈内容' },
  { path: '/feedback?tab=records', accounts: ['store', 'hq'], ready: '反馈记录' },
];
