/**
 * Where the servers of `npm start` listen and who may log in (README, seed data). One
 * table so that a port or an account is never spelled twice in the suites. The ports are
 * the servers' own settings (PP_SHELL_PORT, PP_API_PORT, PP_<REMOTE>_PORT, inherited by
 * the webServer), so the suites can run beside a portal already on the default ports.
 */
const SHELL_PORT = Number(process.env.PP_SHELL_PORT || 8080);
export const SHELL_URL = `http://localhost:${SHELL_PORT}`;
/** The same shell on its loopback twin: not a drawer-footer host. */
export const LOOPBACK_SHELL_URL = `http://127.0.0.1:${SHELL_PORT}`;
export const API_URL = `http://127.0.0.1:${Number(process.env.PP_API_PORT || 8090)}`;

/** The extra shell origin of the remote-failure suite, allowed by the remotes' CORS. */
export const EXTRA_SHELL_PORT = 8180;
export const EXTRA_SHELL_URL = `http://localhost:${EXTRA_SHELL_PORT}`;
/** Where that shell looks for the qualification remote: nothing listens here at first. */
export const DEAD_REMOTE_PORT = 8183;
/** Where that shell looks for the dashboard remote: accepts connections, never answers. */
export const HANGING_REMOTE_PORT = 8182;

/**
 * The ship-alone suite's second shell (the same build) and the feedback origin it deploys
 * releases into: beside the portal's ports, so runs on other port blocks do not collide.
 */
export const SHIP_SHELL_PORT = SHELL_PORT + 6;
export const SHIP_SHELL_URL = `http://localhost:${SHIP_SHELL_PORT}`;
export const SHIP_FEEDBACK_PORT = SHELL_PORT + 7;

/**
 * The fault suite's shell, whose API traffic passes a fault-injecting proxy (support/
 * fault-proxy.ts) on its way to the API: ports next to the API's, so parallel checkouts
 * on one machine do not collide.
 */
const API_PORT = Number(process.env.PP_API_PORT || 8090);
export const FAULT_PROXY_PORT = API_PORT + 1;
export const FAULT_SHELL_PORT = API_PORT + 2;
export const FAULT_SHELL_URL = `http://localhost:${FAULT_SHELL_PORT}`;

/**
 * The benchmark's single-bundle portal (shell and API), served beside the federated one for
 * the whole run (bench/run.ts): a block of its own above the portal's, clear of the suites'.
 */
export const BENCH_SINGLE_PORTS = { shell: SHELL_PORT + 200, api: API_PORT + 200 } as const;

/**
 * The https suite's deployment (shell, then the five remotes on the ports after it): its
 * own certificate, HTTP/2. Beside the portal's ports, so runs on other port blocks do not
 * collide.
 */
export const TLS_SHELL_PORT = SHELL_PORT + 300;
export const TLS_SHELL_URL = `https://localhost:${TLS_SHELL_PORT}`;

export const SHELL_ORIGINS = [
  SHELL_URL,
  LOOPBACK_SHELL_URL,
  EXTRA_SHELL_URL,
  SHIP_SHELL_URL,
  FAULT_SHELL_URL,
];
export const DRAWER_FOOTER_HOSTS = [
  'localhost',
  'customer-b.example.com',
  'customer-c.example.com',
];

/** Which Chromium the suites launch (Debian's, else npm's): support/chromium.ts. */
export { CHROMIUM_ARGS, chromiumLaunch } from './chromium';

/** The crypto passphrase of the default settings (shared/build/settings.cjs). */
export const CRYPTO_KEY = process.env.PP_CRYPTO_KEY ?? 'pest-portal-demo-key-change-me';

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  account: string;
  phone?: string;
}

/** The seeded demo accounts (password DEMO_PASSWORD). */
export const ACCOUNTS = {
  /** Headquarters over several members, bound to a messaging-app account. */
  hq: { account: 'hq_demo', phone: '13800000001' },
  /** One company, 上海静安食品有限公司, not bound. */
  store: { account: 'store_demo', phone: '13800000002' },
  other: { account: 'other_demo', phone: '13800000003' },
  /** Its customer is not valid: every data call answers 305 无有效客户. */
  expired: { account: 'expired_demo' },
  /** Disabled: login is refused. */
  disabled: { account: 'disabled_demo' },
  /** Reserved for the password-change suite. */
  pwd: { account: 'pwd_demo' },
} as const satisfies Record<string, DemoAccount>;

export const STORE_COMPANY = '上海静安食品有限公司';
/** The brand of store_demo's customer (the seed's DEMO_BRANDS 'jingan'), shown once logged in. */
export const STORE_BRAND = '上海静安食品有限公司';

/** A session token of hq_demo the seed stores as already expired (→ 306). */
export const EXPIRED_TOKEN = 'expired-demo-token-0000000000000000';

/** The file the webServer's output is copied to (support/start-servers.cjs). */
export function serverLogFile(): string | undefined {
  return process.env.PP_E2E_LOG;
}
