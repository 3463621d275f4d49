import { isIP } from 'node:net';

/** The setting: addresses or CIDR ranges of proxies in front of the API, besides loopback. */
export const TRUSTED_PROXIES_ENV = 'PP_TRUSTED_PROXIES';

/** The shell's proxy on this machine. */
const LOOPBACK = ['127.0.0.1', '::1'];

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...more] = entry.split('/');
  const version = isIP(address);
  if (!version || more.length) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * Whose X-Forwarded-For the API believes: loopback, and the proxies PP_TRUSTED_PROXIES
 * lists (comma-separated addresses or CIDR ranges, e.g. a TLS-terminating proxy or load
 * balancer on another machine). The abuse limits count the address those proxies name;
 * a header from anyone else is ignored, so a caller cannot choose its own address.
 */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env[TRUSTED_PROXIES_ENV] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = listed.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined)
    throw new Error(
      `Setting ${TRUSTED_PROXIES_ENV} must list IP addresses or CIDR ranges separated by commas, got "${wrong}".`,
    );
  return [...LOOPBACK, ...listed];
}
