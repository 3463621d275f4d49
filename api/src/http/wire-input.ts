import type { FastifyRequest } from 'fastify';
import { ENCRYPTED_QUERY_PARAM, HEADERS, type AnyEndpoint } from '@pest-portal/shared/contract';
import { decryptJson, type CodecKeys } from '@pest-portal/shared/crypto';
import { invalidField } from './api-failure';
import { asRecord } from './validation';

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

/**
 * The parameters of a call as the client meant them, the wire format of
 * shared/src/api/http-client.ts undone: GET parameters arrive as one `q` parameter
 * holding the ciphertext of their JSON, POST bodies as the ciphertext itself in
 * text/plain; multipart bodies are never encrypted and are read by their handler.
 */
export function readInput(
  request: FastifyRequest,
  endpoint: AnyEndpoint,
  encrypted: boolean,
  keys: CodecKeys,
): unknown {
  if (endpoint.kind === 'multipart') return undefined;
  if (endpoint.method === 'GET') {
    const query = asRecord(request.query);
    return encrypted ? decrypt(query[ENCRYPTED_QUERY_PARAM], keys) : query;
  }
  const body: unknown = request.body;
  if (encrypted) return decrypt(body, keys);
  if (body === undefined || body === null) return {};
  if (typeof body === 'object') return body;
  throw invalidField('body', '请求体必须是 JSON');
}
