import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  REMOTES_JSON_PATH,
  rememberRuntimeConfig,
  type RemoteDescriptor,
  type RuntimeConfig,
} from '@pest-portal/shared';

/** A runtime config that is missing or malformed; the message names the field. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRemote(value: unknown, index: number): RemoteDescriptor {
  if (!isRecord(value)) throw new RuntimeConfigError(`remotes[${index}] must be an object`);
  const { name, entry, timeoutMs } = value;
  if (typeof name !== 'string' || !name)
    throw new RuntimeConfigError(`remotes[${index}].name must be a non-empty string`);
  if (typeof entry !== 'string' || !entry)
    throw new RuntimeConfigError(`remotes[${index}].entry must be a URL`);
  if (timeoutMs !== undefined && (typeof timeoutMs !== 'number' || !(timeoutMs > 0))) {
    throw new RuntimeConfigError(`remotes[${index}].timeoutMs must be a positive number`);
  }
  return {
    name,
    entry,
    timeoutMs: typeof timeoutMs === 'number' ? timeoutMs : DEFAULT_REMOTE_TIMEOUT_MS,
  };
}

/** Check the config at start-up (STYLE.md) instead of failing somewhere later. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('the runtime config must be an object');
  if (!Array.isArray(value.remotes)) throw new RuntimeConfigError('remotes must be a list');
  const hosts = value.drawerFooterHosts ?? [];
  if (!Array.isArray(hosts) || hosts.some((h) => typeof h !== 'string')) {
    throw new RuntimeConfigError('drawerFooterHosts must be a list of host names');
  }
  const helpUrl = value.helpUrl ?? '';
  if (typeof helpUrl !== 'string') throw new RuntimeConfigError('helpUrl must be a string');
  const weChatSdkUrl = value.weChatSdkUrl ?? '';
  if (typeof weChatSdkUrl !== 'string') throw new RuntimeConfigError('weChatSdkUrl must be a URL');
  const requestTimeoutMs = value.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  if (typeof requestTimeoutMs !== 'number' || !(requestTimeoutMs > 0))
    throw new RuntimeConfigError('requestTimeoutMs must be a positive number');
  return {
    remotes: value.remotes.map(parseRemote),
    drawerFooterHosts: hosts as string[],
    helpUrl,
    weChatSdkUrl,
    requestTimeoutMs,
  };
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // The server normally inlines the config into index.html (DESIGN.md §7: one round trip
  // fewer); a static host without that step serves it as /remotes.json instead.
  if (window.__PORTAL_RUNTIME__ !== undefined) return parseRuntimeConfig(window.__PORTAL_RUNTIME__);
  const response = await fetch(REMOTES_JSON_PATH, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new RuntimeConfigError(`${REMOTES_JSON_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

let pending: Promise<RuntimeConfig> | null = null;

/** The runtime config, read once; a failed read is forgotten so the next call tries again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!pending) {
    const attempt = fetchRuntimeConfig().then((config) => {
      rememberRuntimeConfig(config);
      return config;
    });
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/** Only for tests. */
export function resetRuntimeConfig(): void {
  pending = null;
}
