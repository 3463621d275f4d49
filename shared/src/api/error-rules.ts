import type { Envelope, FieldError } from '../contract/envelope';
import { NO_VALID_CUSTOMER, STATUS } from '../contract/status-codes';

/** What the client does with a body status (spec §8). */
export type Verdict = { kind: 'ok' } | { kind: 'login' } | { kind: 'toast'; text: string };

function firstDefaultMessage(data: unknown): string | undefined {
  if (!Array.isArray(data)) return undefined;
  const first = data[0] as Partial<FieldError> | undefined;
  return typeof first?.defaultMessage === 'string' && first.defaultMessage
    ? first.defaultMessage
    : undefined;
}

export function judge(envelope: Envelope<unknown>): Verdict {
  const { statusCode, message, data } = envelope;
  if (statusCode === STATUS.OK) return { kind: 'ok' };
  if (statusCode === STATUS.NO_TOKEN || statusCode === STATUS.TOKEN_EXPIRED)
    return { kind: 'login' };
  if (statusCode === STATUS.NO_CUSTOMER && message === NO_VALID_CUSTOMER) return { kind: 'login' };
  return { kind: 'toast', text: firstDefaultMessage(data) ?? message };
}

export function fieldErrorsOf(envelope: Envelope<unknown>): FieldError[] {
  return Array.isArray(envelope.data)
    ? (envelope.data as FieldError[]).filter((e) => typeof e?.defaultMessage === 'string')
    : [];
}

/** Reason phrases for transport errors; HTTP/2 sends none of its own. */
export const HTTP_REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
