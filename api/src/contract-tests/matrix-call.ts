import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SYSTEM_TYPE, type AnyEndpoint, type Envelope } from '@pest-portal/shared/contract';
import { multipartBody, SAMPLE } from '../testing/multipart';
import { send, type CallOptions } from '../testing/test-client';

/** What a cell saw: the body status (200 for a file), the data, the raw text for the leak check. */
export interface Answer {
  httpStatus: number;
  status: number;
  data: unknown;
  text: string;
  isFile: boolean;
}

/**
 * A file answer (a PDF, an image, an archive) rather than an envelope: an envelope is
 * always JSON (encrypted ones travel as text/plain).
 */
export function isFileAnswer(response: LightMyRequestResponse): boolean {
  const type = String(response.headers['content-type'] ?? '');
  return !type.startsWith('application/json') && !type.startsWith('text/plain');
}

export function answerOf(response: LightMyRequestResponse): Answer {
  if (isFileAnswer(response))
    return { httpStatus: response.statusCode, status: 200, data: null, text: '', isFile: true };
  const envelope = JSON.parse(response.body) as Envelope<unknown>;
  return {
    httpStatus: response.statusCode,
    status: envelope.statusCode,
    data: envelope.data,
    text: response.body,
    isFile: false,
  };
}

/** One call of the contract as the portal makes it; an upload carries a small PNG. */
export async function callEndpoint(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  input: unknown,
  options: CallOptions,
): Promise<Answer> {
  if (endpoint.kind !== 'multipart') return answerOf(await send(app, endpoint, input, options));
  const { session } = options;
  const body = multipartBody(SAMPLE.png, 'matrix.png', 'image/png');
  const headers: Record<string, string> = {
    systemType: SYSTEM_TYPE,
    'content-type': body.contentType,
    ...(session ? { token: session.token, key: session.key, mid: String(session.mid) } : {}),
  };
  for (const [name, value] of Object.entries(options.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  return answerOf(
    await app.inject({ method: 'POST', url: endpoint.path, headers, payload: body.payload }),
  );
}
