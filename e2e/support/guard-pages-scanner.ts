import type { GuardPage } from './guard/guard-page';

/**
 * The scanner section's pages for the layout guard (e2e/tests/layout-guard.spec.ts): each
 * at 390 px and 1440 px for the accounts listed, ready once the text shows. The device
 * codes are the seed's labels (D<member>-001: store_demo's company is member 10, D3-001
 * is a sub-company of hq_demo's group); the record ids are the seed's checks of those
 * devices with catches, deterministic for the seed (api/src/seed).
 */
export const guardPages: GuardPage[] = [
  { path: '/qrcodeQuery?qrcode=D10-001', accounts: ['store'], ready: '服务记录' },
  { path: '/qrcodeQuery?qrcode=D3-001', accounts: ['hq'], ready: '服务记录' },
  {
    path: '/qrcodeQuery/detail?qrcode=D10-001&recordId=2854',
    accounts: ['store'],
    ready: '现场照片',
  },
  { path: '/qrcodeQuery/detail?qrcode=D3-001&recordId=814', accounts: ['hq'], ready: '现场照片' },
];
