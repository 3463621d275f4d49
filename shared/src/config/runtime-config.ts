/** One remote as the shell's origin lists it in remotes.json (DESIGN.md §2). */
export interface RemoteDescriptor {
  name: string;
  /** URL of the remote's mf-manifest.json or remoteEntry.js. */
  entry: string;
  /** Loading time-out over every step; spec §9: 120000 ms. */
  timeoutMs: number;
}

/**
 * What the shell's origin serves as /remotes.json and inlines into index.html, read at
 * run time so that redeploying a remote or naming other hostnames needs no rebuild.
 */
export interface RuntimeConfig {
  remotes: RemoteDescriptor[];
  /** Hostnames on which the mobile drawer shows its footer (spec §2: three customers). */
  drawerFooterHosts: string[];
  helpUrl: string;
  /** WeChat's JS-SDK script (settings PP_WECHAT_SDK_URL); '' where none is configured. */
  weChatSdkUrl: string;
  /**
   * How long an API call may take before it ends with 请求超时 (settings
   * PP_REQUEST_TIMEOUT_MS; 30000 ms unless a deployment says otherwise). Uploads have
   * their own, longer time-out.
   */
  requestTimeoutMs: number;
}

let current: RuntimeConfig | null = null;

/** The shell keeps the config it has read here, once checked. */
export function rememberRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Only for tests: as before the shell has read any. */
export function forgetRuntimeConfig(): void {
  current = null;
}

/**
 * The config the shell has read, or null before that (or in a remote running alone). A
 * remote reads it here: this package is one instance at run time (a federation singleton).
 */
export function currentRuntimeConfig(): RuntimeConfig | null {
  return current;
}

export const RUNTIME_CONFIG_GLOBAL = '__PORTAL_RUNTIME__';
export const REMOTES_JSON_PATH = '/remotes.json';
export const DEFAULT_REMOTE_TIMEOUT_MS = 120000;
/**
 * Every call ends: a frozen server or a lost answer becomes the time-out message (and the
 * loading indicator stops) instead of a spinner for ever.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
