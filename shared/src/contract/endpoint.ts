export type HttpMethod = 'GET' | 'POST';

/** How the body travels: JSON (encrypted outside development), multipart upload, or a binary download. */
export type EndpointKind = 'json' | 'multipart' | 'binary';

/**
 * One endpoint of the contract. `Req` and `Res` exist only in the type: they tie the
 * client's call functions and the server's handlers to the same shapes.
 */
export interface Endpoint<Req, Res> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly kind: EndpointKind;
  /** Callable without a token (login, login code, branding, session check). */
  readonly isPublic: boolean;
  /** Phantom fields: never set, read only by the type system. */
  readonly __req?: Req;
  readonly __res?: Res;
}

interface Options {
  kind?: EndpointKind;
  isPublic?: boolean;
}

function define(method: HttpMethod) {
  return <Req, Res>(path: string, options: Options = {}): Endpoint<Req, Res> => ({
    method,
    path,
    kind: options.kind ?? 'json',
    isPublic: options.isPublic ?? false,
  });
}

export const get = define('GET');
export const post = define('POST');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, for constraints only
export type AnyEndpoint = Endpoint<any, any>;
export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;
