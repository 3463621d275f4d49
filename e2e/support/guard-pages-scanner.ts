import { ACCOUNTS } from './env';
import type { GuardPage } from './guard/guard-page';
import { recordDetailPath } from './scanner';

/**
 * The scanner section's pages for the layout guard (e2e/tests/layout-guard.spec.ts): each
 * at 390 px and 1440 px for the accounts listed, ready once the text shows. The device
 * codes are the seed's labels (D<member>-001: store_demo's company is member 10, D3-001
 * is a sub-company of hq_demo's group); the record shown on a detail page is found
 * through the API when the guard runs (a check of that device with catches).
 */
export const guardPages: GuardPage[] = [
  { path: '/qrcodeQuery?qrcode=D10-001', accounts: ['store'], ready: '服务记录' },
  { path: '/qrcodeQuery?qrcode=D3-001', accounts: ['hq'], ready: '服务记录' },
  {
    path: '/qrcodeQuery/detail?qrcode=D10-001',
    resolvePath: () => recordDetailPath(ACCOUNTS.store.account, 'D10-001'),
    accounts: ['store'],
    ready: '现场照片',
  },
  {
    path: '/qrcodeQuery/detail?qrcode=D3-001',
    resolvePath: () => recordDetailPath(ACCOUNTS.hq.account, 'D3-001'),
    accounts: ['hq'],
    ready: '现场照片',
  },
];
