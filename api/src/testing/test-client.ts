import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ENCRYPTED_QUERY_PARAM,
  ENDPOINTS,
  STATUS,
  SYSTEM_TYPE,
  type AnyEndpoint,
  type Envelope,
  type RequestOf,
  type ResponseOf,
  type SessionInfo,
} from '@pest-portal/shared/contract';
import { decryptJson, encryptJson, type CodecKeys } from '@pest-portal/shared/crypto';
import { DEMO_PASSWORD } from '../seed/demo-data';

export interface CallOptions {
  /** The session whose token, key and mid go in the headers. */
  session?: Pick<SessionInfo, 'token' | 'key'> & { mid: number | string };
  /** Encrypt as the portal does outside development, with these keys. */
  keys?: CodecKeys;
  /** Extra or replacing headers (set one to undefined to leave it out). */
  headers?: Record<string, string | undefined>;
}

function headersOf(options: CallOptions): Record<string, string> {
  const { session, keys } = options;
  const all: Record<string, string | undefined> = {
    systemType: SYSTEM_TYPE,
    ...(session ? { token: session.token, key: session.key, mid: String(session.mid) } : {}),
    ...(keys ? { decrypt: '1' } : {}),
    ...options.headers,
  };
  return Object.fromEntries(
    Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined),
  );
}

function plainQuery(input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input ?? {}).flatMap(([k, v]) =>
      v === undefined || v === null ? [] : [[k, String(v)]],
    ),
  );
}

/** Send one call the way shared/src/api/http-client.ts does, over `inject`. */
export function send<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
) {
  const headers = headersOf(options);
  const { keys } = options;
  if (endpoint.method === 'GET') {
    const query = keys
      ? { [ENCRYPTED_QUERY_PARAM]: encryptJson(input ?? {}, keys) }
      : plainQuery(input);
    return app.inject({ method: 'GET', url: endpoint.path, headers, query });
  }
  if (keys) {
    const payload = encryptJson(input ?? {}, keys);
    return app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { ...headers, 'content-type': 'text/plain;charset=utf-8' },
      payload,
    });
  }
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    headers,
    payload: (input ?? {}) as object,
  });
}

/** The envelope of a response, decrypted when `keys` are given. */
export function envelopeOf<T>(response: LightMyRequestResponse, keys?: CodecKeys): Envelope<T> {
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return keys ? decryptJson<Envelope<T>>(response.body, keys) : (response.json() as Envelope<T>);
}

export async function call<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<Envelope<ResponseOf<E>>> {
  return envelopeOf<ResponseOf<E>>(await send(app, endpoint, input, options), options.keys);
}

/** Log in with a demo account's password; fails the test if login does not succeed. */
export async function login(
  app: FastifyInstance,
  account: string,
  password = DEMO_PASSWORD,
): Promise<SessionInfo> {
  const envelope = await call(app, ENDPOINTS.login, { loginType: 'password', account, password });
  if (envelope.statusCode !== STATUS.OK)
    throw new Error(`login ${account}: ${envelope.statusCode} ${envelope.message}`);
  return envelope.data;
}
