import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, STATUS, type Envelope } from '@pest-portal/shared/contract';
import { encryptJson, type CodecKeys } from '@pest-portal/shared/crypto';
import { header } from './headers';

export function ok<T>(data: T): Envelope<T> {
  return { statusCode: STATUS.OK, message: 'success', data };
}

/** Whether the client encrypted this request and so expects an encrypted response (spec §7). */
export function wantsEncryption(request: FastifyRequest): boolean {
  const value = header(request, HEADERS.decrypt);
  return value === '1' || value === 'true';
}

/**
 * Send an envelope with HTTP 200: as JSON, or as the ciphertext of its JSON in text/plain
 * when the request carried the decrypt header. Envelopes carry tokens and customer data,
 * so no cache may keep them.
 */
export function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  envelope: Envelope<unknown>,
  keys: CodecKeys,
) {
  reply.code(200).header('cache-control', 'no-store');
  if (wantsEncryption(request)) {
    return reply.type('text/plain; charset=utf-8').send(encryptJson(envelope, keys));
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(envelope));
}
