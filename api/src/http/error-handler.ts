import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS, type Envelope } from '@pest-portal/shared/contract';
import type { CodecKeys } from '@pest-portal/shared/crypto';
import { ApiFailure } from './api-failure';
import { sendEnvelope } from './envelope';

function httpStatusOf(error: unknown): number {
  if (
    error !== null &&
    typeof error === 'object' &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
  ) {
    return error.statusCode;
  }
  return 500;
}

function envelopeOf(error: unknown, request: FastifyRequest): Envelope<unknown> {
  if (error instanceof ApiFailure)
    return { statusCode: error.statusCode, message: error.message, data: error.data };
  const status = httpStatusOf(error);
  // Fastify's own refusals (malformed JSON, unknown content type, body too large).
  if (status === 413) return { statusCode: STATUS.VALIDATION, message: '请求体过大', data: [] };
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'malformed request');
    return { statusCode: STATUS.VALIDATION, message: '请求格式错误', data: [] };
  }
  // Details go to the log only: a stack trace would tell a caller about our internals.
  request.log.error({ err: error }, 'request failed');
  return { statusCode: STATUS.SERVER_ERROR, message: '服务器内部错误，请稍后再试', data: null };
}

/** Every failure and every unknown route answers with an envelope, like every success. */
export function installErrorHandlers(app: FastifyInstance, keys: CodecKeys): void {
  app.setErrorHandler((error, request, reply) =>
    sendEnvelope(request, reply, envelopeOf(error, request), keys),
  );
  app.setNotFoundHandler((request, reply) =>
    sendEnvelope(
      request,
      reply,
      { statusCode: STATUS.NOT_FOUND, message: '接口不存在', data: null },
      keys,
    ),
  );
}
