/**
 * The dashboard section's pages for the layout guard (uipass's e2e/tests/layout-guard.spec.ts):
 * `ready` is a text shown only once the page has its data (a figure's title replaces its
 * skeleton when orderSummary answers). /dataTrend joins when it is built.
 */
export const guardPages: { path: string; accounts: Array<'store' | 'hq'>; ready: string }[] = [
  { path: '/home', accounts: ['store'], ready: '本年总工单' },
  { path: '/groupHome', accounts: ['hq'], ready: '未关闭风险' },
];
