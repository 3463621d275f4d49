import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST';

/** How the body travels: JSON (encrypted outside development), multipart upload, or a binary download. */
export type EndpointKind = 'json' | 'multipart' | 'binary';

/**
 * One endpoint of the contract. `Req` and `Res` tie the client's call functions and the
 * server's handlers to the same shapes. An endpoint defined with schemas (`input`,
 * `output`, TypeBox) infers both types from them, and the API validates its input and
 * trims its output with the same schemas (DESIGN.md §3).
 */
export interface Endpoint<Req, Res> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly kind: EndpointKind;
  /** Callable without a token (login, login code, branding, session check). */
  readonly isPublic: boolean;
  /** The request's query (GET) or body (POST) after decryption. */
  readonly input?: TSchema;
  /** The envelope's `data`. */
  readonly output?: TSchema;
  /** Phantom fields: never set, read only by the type system. */
  readonly __req?: Req;
  readonly __res?: Res;
}

interface Options {
  kind?: EndpointKind;
  isPublic?: boolean;
}

interface SchemaOptions<I extends TSchema, O extends TSchema> extends Options {
  input: I;
  output: O;
}

function define(method: HttpMethod) {
  // The schema overload first: an options object built by spreading would match both.
  function endpoint<I extends TSchema, O extends TSchema>(
    path: string,
    options: SchemaOptions<I, O>,
  ): Endpoint<Static<I>, Static<O>>;
  function endpoint<Req, Res>(path: string, options?: Options): Endpoint<Req, Res>;
  function endpoint(
    path: string,
    options: Options & { input?: TSchema; output?: TSchema } = {},
  ): Endpoint<unknown, unknown> {
    return {
      method,
      path,
      kind: options.kind ?? 'json',
      isPublic: options.isPublic ?? false,
      ...(options.input ? { input: options.input } : {}),
      ...(options.output ? { output: options.output } : {}),
    };
  }
  return endpoint;
}

export const get = define('GET');
export const post = define('POST');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, for constraints only
export type AnyEndpoint = Endpoint<any, any>;
export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;
