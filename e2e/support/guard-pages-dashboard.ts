import type { GuardPage } from './guard/guard-page';

/**
 * The dashboard section's pages for the layout guard (e2e/tests/layout-guard.spec.ts):
 * `ready` is a text shown only once the page has its data (a figure's title replaces its
 * skeleton when orderSummary answers; the trend summary line when the trends answer).
 */
export const guardPages: GuardPage[] = [
  { path: '/home', accounts: ['store'], ready: '本年总工单' },
  { path: '/groupHome', accounts: ['hq'], ready: '未关闭风险' },
  { path: '/dataTrend', accounts: ['store', 'hq'], ready: '共检查' },
  // Without an area the page opens the first one; the device table comes with its plan.
  { path: '/home/sitePlan', accounts: ['store', 'hq'], ready: '设备清单' },
  // The rule count replaces the skeleton once the rules have answered (none are seeded).
  { path: '/alertRules', accounts: ['store', 'hq'], ready: '条预警规则' },
];
