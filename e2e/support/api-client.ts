import { decryptJson, deriveKeys, encryptJson } from '@pest-portal/shared/crypto';
import type { Envelope, SessionInfo } from '@pest-portal/shared/contract';
import { CRYPTO_KEY, SHELL_URL } from './env';

/**
 * A Node-side caller of the API through the shell's proxy, speaking the encrypted wire
 * protocol (spec §7). Suites use it only to prepare or restore server state (is an
 * account there, put a password back), never to replace what a user does in the UI.
 */
const keys = deriveKeys(CRYPTO_KEY);

/** Where the calls go unless told: the shell's proxy, which passes /api's paths to the API's root. */
const SHELL_API = `${SHELL_URL}/api`;

export interface Credentials {
  token?: string;
  key?: string;
  mid?: string | number;
}

function headersOf(session: Credentials = {}): Record<string, string> {
  const h: Record<string, string> = { systemType: '4', decrypt: '1' };
  if (session.token) h.token = session.token;
  if (session.key) h.key = session.key;
  if (session.mid !== undefined) h.mid = String(session.mid);
  return h;
}

export async function apiPost<T>(
  path: string,
  body: unknown,
  session?: Credentials,
  base: string = SHELL_API,
): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headersOf(session), 'Content-Type': 'text/plain;charset=utf-8' },
    body: encryptJson(body, keys),
  });
  return decryptJson<Envelope<T>>(await response.text(), keys);
}

export async function apiGet<T>(
  path: string,
  query: unknown,
  session?: Credentials,
): Promise<Envelope<T>> {
  const q = encodeURIComponent(encryptJson(query, keys));
  const response = await fetch(`${SHELL_API}${path}?q=${q}`, { headers: headersOf(session) });
  return decryptJson<Envelope<T>>(await response.text(), keys);
}

export function apiLogin(
  account: string,
  password: string,
  base: string = SHELL_API,
): Promise<Envelope<SessionInfo>> {
  return apiPost<SessionInfo>(
    '/customer/account/login',
    { loginType: 'password', account, password },
    undefined,
    base,
  );
}

/** Decrypt a response body captured on the wire. */
export function decryptWire<T>(text: string): T {
  return decryptJson<T>(text, keys);
}
