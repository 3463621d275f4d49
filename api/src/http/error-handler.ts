import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { STATUS, type Envelope, type FieldError } from '@pest-portal/shared/contract';
import type { CodecKeys } from '@pest-portal/shared/crypto';
import { ApiFailure, RuleFailure } from './api-failure';
import { sendEnvelope } from './envelope';
import {
  fieldErrorsOf,
  issuesOf,
  requestLocale,
  type FieldIssue,
  type SchemaError,
} from './validation';

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

const REQUEST_PARTS = { body: 'body', querystring: 'querystring', params: 'params' } as const;

/** The field order of the schema that refused the request, so the list follows the form. */
function fieldOrder(request: FastifyRequest, context: unknown): string[] {
  const schemas = (request.routeOptions.schema ?? {}) as Record<string, TSchema | undefined>;
  const part = REQUEST_PARTS[context as keyof typeof REQUEST_PARTS];
  return Object.keys((part && schemas[part]?.properties) ?? {});
}

function invalid(request: FastifyRequest, issues: FieldIssue[]): Envelope<FieldError[]> {
  const data = fieldErrorsOf(issues, requestLocale(request));
  return { statusCode: STATUS.VALIDATION, message: data[0]?.defaultMessage ?? '', data };
}

function envelopeOf(error: unknown, request: FastifyRequest): Envelope<unknown> {
  if (error instanceof RuleFailure) return invalid(request, error.issues);
  if (error instanceof ApiFailure)
    return { statusCode: error.statusCode, message: error.message, data: error.data };
  const validation = (error as Partial<FastifyError>).validation;
  if (validation) {
    const context = (error as Partial<FastifyError>).validationContext;
    const order = fieldOrder(request, context);
    return invalid(request, issuesOf(validation as unknown as SchemaError[], order));
  }
  const status = httpStatusOf(error);
  const code = (error as Partial<FastifyError>).code;
  // A client's mistake is logged in one line, without a stack: it is not ours to fix.
  if (status >= 400 && status < 500) {
    request.log.info({ code, status, url: request.url }, 'malformed request');
    if (status === 413) return { statusCode: STATUS.VALIDATION, message: '请求体过大', data: [] };
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
