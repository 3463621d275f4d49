import type { FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  ENCRYPTED_QUERY_PARAM,
  HEADERS,
  TRIM,
  type AnyEndpoint,
} from '@pest-portal/shared/contract';
import { decryptJson, type CodecKeys } from '@pest-portal/shared/crypto';
import { invalidField } from './api-failure';

const UNDECRYPTABLE = '请求数据无法解密';

/** spec §7 outside development: the server refuses plaintext when encryption is required. */
export function requireEncrypted(encrypted: boolean, required: boolean): void {
  if (required && !encrypted) {
    throw invalidField(HEADERS.decrypt, '请求必须加密：缺少 decrypt 请求头，或加密未开启');
  }
}

function decrypt(wire: unknown, keys: CodecKeys): unknown {
  if (typeof wire !== 'string' || !wire) throw invalidField(HEADERS.decrypt, UNDECRYPTABLE);
  try {
    return decryptJson<unknown>(wire, keys);
  } catch {
    // CodecError says tampered, truncated or another key; the client needs only to know it failed.
    throw invalidField(HEADERS.decrypt, UNDECRYPTABLE);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The parameters of a call as the client meant them, the wire format of
 * shared/src/api/http-client.ts undone: GET parameters arrive as one `q` parameter
 * holding the ciphertext of their JSON, POST bodies as the ciphertext itself in
 * text/plain. What is not an object is handed on as it is, for the schema to refuse.
 */
export function decodeInput(
  request: FastifyRequest,
  endpoint: AnyEndpoint,
  encrypted: boolean,
  keys: CodecKeys,
): unknown {
  if (endpoint.method === 'GET') {
    const query = isRecord(request.query) ? request.query : {};
    return encrypted ? decrypt(query[ENCRYPTED_QUERY_PARAM], keys) : query;
  }
  const body: unknown = request.body;
  if (encrypted) return decrypt(body, keys);
  return body === undefined || body === null ? {} : body;
}

const trimmed = (value: unknown, schema: TSchema | undefined): unknown =>
  typeof value === 'string' && schema && (schema as { [TRIM]?: boolean })[TRIM]
    ? value.trim()
    : value;

/**
 * Two rules applied to every input before its schema checks it, so that no handler
 * repeats them: text marked TRIM loses its surrounding white space, and an optional
 * field sent empty (null or '') counts as not sent.
 */
export function normaliseInput(input: unknown, schema: TSchema | undefined): unknown {
  if (!schema || !isRecord(input)) return input;
  const properties = (schema.properties ?? {}) as Record<string, TSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(input)) {
    const property = properties[key];
    // Unlisted fields would be dropped by the validator anyway; dropping them here also
    // keeps a "__proto__" key from reaching an object's prototype.
    if (!property && schema.additionalProperties === false) continue;
    let value = trimmed(raw, property);
    if (Array.isArray(value) && property?.items)
      value = value.map((item) => trimmed(item, property.items as TSchema));
    if (!required.has(key) && (value === null || value === '')) continue;
    result[key] = value;
  }
  return result;
}
