import { Value } from '@sinclair/typebox/value';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { portalConfig } from '../config/portal-config';
import type { AnyEndpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import type { Envelope } from '../contract/envelope';
import { ENCRYPTED_QUERY_PARAM } from '../contract/http-headers';
import { STATUS } from '../contract/status-codes';
import { decryptJson, deriveKeys, encryptJson } from '../crypto/codec';

/**
 * The API's double for page tests (issue 7): the page runs its real calls through the real
 * http client, codec and error rules, and the network is answered at its edge by MSW, the
 * way the API answers (spec §3 envelope, §7 encryption when the portal encrypts). Nothing
 * of ours is mocked.
 *
 * @example
 * const api = apiDouble(); // at the test file's top level
 * const files = answer(Q.systemFilesPage, () => page);
 * api.use(files);
 * ... expect(files.inputs[0]).toMatchObject({ pageNum: 1 });
 */

/** An answer to one endpoint, keeping every input it was called with (decrypted). */
export interface Answer<E extends AnyEndpoint> {
  readonly handler: HttpHandler;
  readonly inputs: RequestOf<E>[];
}

type Reply<E extends AnyEndpoint> = (
  input: RequestOf<E>,
  /** The request as sent (its headers: token, key, mid). */
  request: Request,
) => ResponseOf<E> | Envelope<unknown> | Promise<ResponseOf<E> | Envelope<unknown>>;

/** A failure envelope as the API sends it, for `answer(endpoint, () => failure(...))`. */
export function failure(
  statusCode: number,
  message: string,
  data: unknown = null,
): Envelope<unknown> {
  return { statusCode, message, data };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'statusCode' in value &&
    'message' in value &&
    typeof (value as { statusCode: unknown }).statusCode === 'number'
  );
}

/** A Blob's bytes: jsdom's Blob has no arrayBuffer(), and Node's Response cannot read it. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * jsdom's Blob cannot be streamed, and Node's Request streams a FormData's files to build a
 * multipart body: an upload (FormData with a File) through the double would never arrive.
 * Lent the stream it lacks, over FileReader, so uploads reach `answer` like any call.
 */
function streamableBlobs(): void {
  if (typeof Blob === 'undefined' || typeof Blob.prototype.stream === 'function') return;
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream<Uint8Array>({
      start: async (controller) => {
        try {
          controller.enqueue(new Uint8Array(await bytesOf(this)));
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    }) as ReturnType<Blob['stream']>;
  };
}

/** A Blob's text, for a test to check what the page was given. */
export async function textOf(blob: Blob): Promise<string> {
  return new TextDecoder().decode(await bytesOf(blob));
}

function urlOf(endpoint: AnyEndpoint): string {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  return new URL(`${portalConfig.apiBase}${endpoint.path}`, base).href;
}

async function inputOf(request: Request, endpoint: AnyEndpoint): Promise<unknown> {
  const keys = deriveKeys(portalConfig.cryptoKey);
  if (endpoint.kind === 'multipart') return request.formData();
  if (endpoint.method === 'GET') {
    const query = new URL(request.url).searchParams;
    const sealed = query.get(ENCRYPTED_QUERY_PARAM);
    if (sealed) return decryptJson(sealed, keys);
    // A plain query is text; the API converts it by the endpoint's schema, and so does this.
    const plain = Object.fromEntries(query.entries());
    return endpoint.input ? Value.Convert(endpoint.input, plain) : plain;
  }
  const text = await request.text();
  if (!text) return {};
  return portalConfig.encrypt ? decryptJson(text, keys) : JSON.parse(text);
}

/** Answer `endpoint` with what `reply` returns: data (wrapped as 200) or an envelope. */
export function answer<E extends AnyEndpoint>(endpoint: E, reply: Reply<E>): Answer<E> {
  const inputs: RequestOf<E>[] = [];
  const handler = http[endpoint.method === 'GET' ? 'get' : 'post'](
    urlOf(endpoint),
    async ({ request }) => {
      const input = (await inputOf(request.clone(), endpoint)) as RequestOf<E>;
      inputs.push(input);
      const result: unknown = await reply(input, request);
      if (result instanceof Blob)
        return new HttpResponse(await bytesOf(result), {
          headers: { 'Content-Type': result.type },
        });
      const envelope = isEnvelope(result)
        ? result
        : { statusCode: STATUS.OK, message: '成功', data: result };
      if (!portalConfig.encrypt) return HttpResponse.json(envelope);
      return HttpResponse.text(encryptJson(envelope, deriveKeys(portalConfig.cryptoKey)));
    },
  );
  return { handler, inputs };
}

/**
 * One MSW server for the test file: listening before the tests, its answers reset after
 * each, closed at the end. A request nobody answers fails the test (an unexpected call).
 */
export function apiDouble(): { use: (...answers: Answer<AnyEndpoint>[]) => void } {
  streamableBlobs();
  const server: SetupServerApi = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { use: (...answers) => server.use(...answers.map((a) => a.handler)) };
}
