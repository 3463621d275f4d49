/**
 * The demo tenants (DESIGN.md §4). README.md lists the accounts; browser suites log in
 * with them, so names, phones and the password are part of the test contract.
 */
export const DEMO_PASSWORD = 'Demo@2026';

/** A session of hq_demo that has already expired, for exercising 306 from a browser. */
export const EXPIRED_DEMO_TOKEN = 'expired-demo-token-0000000000000000';

export interface CompanySeed {
  name: string;
  isHq?: boolean;
  children?: CompanySeed[];
}

export interface AccountSeed {
  accountName: string;
  /** Accounts log in by name or by this phone (SMS codes go to it). */
  phone: string | null;
  disabled?: boolean;
  /** Shown at start-up. */
  note: string;
}

export interface CustomerSeed {
  name: string;
  /** A brand code of DEMO_BRANDS, or none: the page's hostname then decides. */
  brand: string | null;
  /** An expired service period: its accounts log in but get 305 on every data call. */
  expired?: boolean;
  company: CompanySeed;
  accounts: AccountSeed[];
}

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  {
    name: '华东餐饮集团',
    brand: 'huadong',
    company: {
      name: '华东餐饮集团',
      isHq: true,
      children: [
        {
          name: '华东餐饮上海有限公司',
          children: [{ name: '上海徐汇店' }, { name: '上海浦东店' }],
        },
        { name: '华东餐饮南京有限公司', children: [{ name: '南京新街口店' }] },
        {
          name: '华东餐饮杭州有限公司',
          children: [{ name: '杭州西湖店' }, { name: '杭州滨江店' }],
        },
      ],
    },
    accounts: [
      {
        accountName: 'hq_demo',
        phone: '13800000001',
        note: 'headquarters over 3 companies with sub-companies; WeChat bound',
      },
    ],
  },
  {
    name: '上海静安食品有限公司',
    brand: 'jingan',
    company: { name: '上海静安食品有限公司' },
    accounts: [
      { accountName: 'store_demo', phone: '13800000002', note: 'single company; WeChat not bound' },
      {
        accountName: 'disabled_demo',
        phone: null,
        disabled: true,
        note: 'disabled: login answers 423',
      },
    ],
  },
  {
    name: '苏州园区物业管理有限公司',
    brand: null,
    company: { name: '苏州园区物业管理有限公司', children: [{ name: '苏州园区物业一期项目部' }] },
    accounts: [
      {
        accountName: 'other_demo',
        phone: '13800000003',
        note: 'another customer, for tenant isolation',
      },
    ],
  },
  {
    name: '杭州西湖酒店管理有限公司',
    brand: null,
    expired: true,
    company: { name: '杭州西湖酒店管理有限公司' },
    accounts: [
      {
        accountName: 'expired_demo',
        phone: null,
        note: 'customer no longer valid: data calls answer 305',
      },
    ],
  },
  {
    name: '上海长宁烘焙有限公司',
    brand: null,
    company: { name: '上海长宁烘焙有限公司' },
    accounts: [
      {
        accountName: 'pwd_demo',
        phone: '13800000004',
        note: 'single company, reserved for the password-change browser test',
      },
    ],
  },
];

export interface BrandSeed {
  code: string;
  customerName: string;
  color: string;
  /** Hostnames that show this brand to visitors who are not logged in. */
  hostnames: string[];
  isDefault?: boolean;
}

export const DEMO_BRANDS: readonly BrandSeed[] = [
  {
    code: 'provider',
    customerName: '安宝虫控客户服务平台',
    color: '#1f7a4d',
    hostnames: ['kh.anbao-pest.com'],
    isDefault: true,
  },
  {
    code: 'cleanshield',
    customerName: '洁盾有害生物防治',
    color: '#1d5fa8',
    hostnames: ['portal.cleanshield.cn'],
  },
  {
    code: 'greenguard',
    customerName: '绿卫虫控服务',
    color: '#3d8c2f',
    hostnames: ['service.greenguard.com.cn'],
  },
  { code: 'huadong', customerName: '华东餐饮集团', color: '#b5452b', hostnames: [] },
  { code: 'jingan', customerName: '上海静安食品有限公司', color: '#7a4db5', hostnames: [] },
];
