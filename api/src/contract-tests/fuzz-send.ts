import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ENCRYPTED_QUERY_PARAM, SYSTEM_TYPE, type AnyEndpoint } from '@pest-portal/shared/contract';
import { encryptJson, type CodecKeys } from '@pest-portal/shared/crypto';
import { multipartBody, SAMPLE } from '../testing/multipart';

/** How the input travels: as the portal sends it, or broken on the way. */
export const TRANSPORTS = [
  'plain',
  'encrypted',
  'badCiphertext',
  'tamperedMac',
  'malformedJson',
  'wrongType',
] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const MULTIPART_CASES = [
  'png',
  'noBoundary',
  'truncated',
  'otherField',
  'empty',
  'junk',
] as const;
export type MultipartCase = (typeof MULTIPART_CASES)[number];

export interface Caller {
  token: string;
  key: string;
  mid: number;
}

/** A ciphertext with one character changed: its MAC no longer matches. */
function tamper(wire: string, at: number): string {
  const i = at % wire.length;
  const c = wire[i] === 'A' ? 'B' : 'A';
  return wire.slice(0, i) + c + wire.slice(i + 1);
}

const stringify = (input: unknown) => JSON.stringify(input) ?? 'null';

export function fuzzSend(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  input: unknown,
  transport: Transport,
  caller: Caller | null,
  keys: CodecKeys,
  seed: number,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    systemType: SYSTEM_TYPE,
    ...(caller ? { token: caller.token, key: caller.key, mid: String(caller.mid) } : {}),
  };
  const encrypted =
    transport !== 'plain' && transport !== 'malformedJson' && transport !== 'wrongType';
  if (encrypted) headers.decrypt = '1';
  const wire =
    transport === 'badCiphertext'
      ? `garbage${seed}==`
      : transport === 'tamperedMac'
        ? tamper(encryptJson(input, keys), seed)
        : encryptJson(input, keys);
  if (endpoint.method === 'GET') {
    const query: Record<string, string> = encrypted
      ? { [ENCRYPTED_QUERY_PARAM]: wire }
      : Object.fromEntries(
          Object.entries(
            input !== null && typeof input === 'object' ? input : { value: input },
          ).map(([k, v]) => [k, typeof v === 'string' ? v : stringify(v)]),
        );
    return app.inject({ method: 'GET', url: endpoint.path, headers, query });
  }
  if (encrypted)
    return app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { ...headers, 'content-type': 'text/plain;charset=utf-8' },
      payload: wire,
    });
  const payload =
    transport === 'malformedJson' ? `${stringify(input).slice(0, -1)},"` : stringify(input);
  const type = transport === 'wrongType' ? 'application/x-www-form-urlencoded' : 'application/json';
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: { ...headers, 'content-type': type },
    payload,
  });
}

/** An upload, well formed or broken in one of the ways a script or a flaky network breaks it. */
export function fuzzUpload(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  kind: MultipartCase,
  bytes: Uint8Array,
  caller: Caller | null,
): Promise<LightMyRequestResponse> {
  const content =
    kind === 'png' ? Buffer.concat([SAMPLE.png, Buffer.from(bytes)]) : Buffer.from(bytes);
  const body = multipartBody(
    content,
    'fuzz.png',
    'image/png',
    kind === 'otherField' ? 'other' : 'file',
  );
  const payload =
    kind === 'truncated'
      ? body.payload.subarray(0, Math.max(10, body.payload.length - 20))
      : kind === 'empty'
        ? Buffer.alloc(0)
        : kind === 'junk'
          ? Buffer.from(bytes)
          : body.payload;
  const contentType = kind === 'noBoundary' ? 'multipart/form-data' : body.contentType;
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: {
      systemType: SYSTEM_TYPE,
      'content-type': contentType,
      ...(caller ? { token: caller.token, key: caller.key, mid: String(caller.mid) } : {}),
    },
    payload,
  });
}
