/**
 * What the browser code knows of its configuration. The build writes it in
 * (`__PORTAL_CONFIG__`, from shared/build/settings.cjs); tests and type checks get the
 * development defaults. Runtime values that a deployment changes without a rebuild
 * (remote URLs, drawer-footer hostnames) come from the shell's runtime config instead.
 */
export interface PortalConfig {
  /** Base path of the customer-service API on the page's own origin. */
  apiBase: string;
  /** Encrypt bodies, queries and responses (spec §7: outside local development). */
  encrypt: boolean;
  /** Passphrase of the symmetric codec; the same variable as the API server's. */
  cryptoKey: string;
}

declare const __PORTAL_CONFIG__: PortalConfig | undefined;

const developmentDefaults: PortalConfig = {
  apiBase: '/api',
  encrypt: false,
  cryptoKey: 'pest-portal-demo-key-change-me',
};

export const portalConfig: PortalConfig =
  typeof __PORTAL_CONFIG__ !== 'undefined' ? __PORTAL_CONFIG__ : developmentDefaults;
