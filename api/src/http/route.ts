import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AnyEndpoint, RequestOf, ResponseOf } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import { authenticate, type AuthPurpose } from '../auth/authenticate';
import { signFileUrls } from '../links/sign-file-urls';
import { ok, sendEnvelope, wantsEncryption } from './envelope';
import { checkSystemType } from './headers';
import { once } from './idempotency';
import { trimOutput } from './output';
import { decodeInput, normaliseInput, requireEncrypted } from './wire-input';

export interface Call<A> {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: A;
}

/** The handler of an endpoint: its input already decrypted and checked against the schema. */
export type Handler<E extends AnyEndpoint, A> = (
  input: RequestOf<E>,
  call: Call<A>,
) => Promise<ResponseOf<E>>;

/** A handler that sends the reply itself (a file), or throws for an envelope. */
export type RawHandler<E extends AnyEndpoint, A> = (
  input: RequestOf<E>,
  call: Call<A>,
) => Promise<unknown>;

/**
 * Registers routes from the contract table only: method and path come from the
 * endpoint, validation from its input schema and the answer's fields from its output
 * schema, so the portal's client and this server cannot drift (DESIGN.md §3).
 */
export interface Router {
  /** An endpoint callable without a token (login, login code, branding). */
  publicRoute<E extends AnyEndpoint>(endpoint: E, handle: Handler<E, null>): void;
  /** An endpoint behind a session: the handler sees its caller. */
  route<E extends AnyEndpoint>(
    endpoint: E,
    handle: Handler<E, AuthContext>,
    purpose?: AuthPurpose,
  ): void;
  /** A multipart endpoint: the body is not encrypted and the handler reads it from the request. */
  upload<E extends AnyEndpoint>(
    endpoint: E,
    handle: (call: Call<AuthContext>) => Promise<ResponseOf<E>>,
  ): void;
  /** A binary download behind a session (kind 'binary'): the handler sends the file. */
  download<E extends AnyEndpoint>(endpoint: E, handle: RawHandler<E, AuthContext>): void;
  /**
   * A link opened by a browser tab (no systemType, token or encryption): only its query
   * is checked against the schema, the handler proves the rest.
   */
  link<E extends AnyEndpoint>(endpoint: E, handle: RawHandler<E, null>): void;
}

type Who<A> = (request: FastifyRequest) => Promise<A>;

const AUTH = Symbol('auth');
type WithAuth = FastifyRequest & { [AUTH]?: unknown };

function schemaOf(endpoint: AnyEndpoint): FastifySchema {
  if (!endpoint.input || endpoint.kind === 'multipart') return {};
  return endpoint.method === 'GET' ? { querystring: endpoint.input } : { body: endpoint.input };
}

export function createRouter(app: FastifyInstance, ctx: AppContext): Router {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * The order of a call: wire checks, then who calls (a stranger learns 304 before any
   * 400 about the input), then the input decrypted into the request, where Fastify's
   * validator (ajv, with the input schema) checks it before the handler runs.
   */
  function register<E extends AnyEndpoint, A>(
    endpoint: E,
    who: Who<A>,
    run: (input: RequestOf<E>, call: Call<A>) => Promise<unknown>,
    wire = true,
  ) {
    typed.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: schemaOf(endpoint),
      preValidation: async (request) => {
        const encrypted = wire && wantsEncryption(request);
        if (wire) {
          checkSystemType(request);
          requireEncrypted(encrypted, ctx.requireEncryption);
        }
        (request as WithAuth)[AUTH] = await who(request);
        if (endpoint.kind === 'multipart') return;
        const input = normaliseInput(
          decodeInput(request, endpoint, encrypted, ctx.keys),
          endpoint.input,
        );
        if (endpoint.method === 'GET') request.query = input;
        else request.body = input;
      },
      handler: async (request, reply) => {
        const input = (endpoint.method === 'GET' ? request.query : request.body) as RequestOf<E>;
        const auth = (request as WithAuth)[AUTH] as A;
        return run(input, { request, reply, auth });
      },
    });
  }

  // Answers to a session carry their file URLs with a ticket of that session (an <img>
  // sends no token); answers to nobody carry no file URLs that could be opened.
  const signed = <T>(data: T, auth: AuthContext | null): T =>
    auth
      ? signFileUrls(data, {
          secret: ctx.secret,
          basePath: ctx.settings.api.basePath,
          ttlSeconds: ctx.settings.security.fileLinkTtlSeconds,
          now: ctx.now(),
          sessionId: auth.sessionId,
          sessionEnd: auth.expiresAt,
        })
      : data;

  const envelope =
    <E extends AnyEndpoint, A extends AuthContext | null>(endpoint: E, handle: Handler<E, A>) =>
    async (input: RequestOf<E>, call: Call<A>) => {
      const data = trimOutput(endpoint, await handle(input, call));
      return sendEnvelope(call.request, call.reply, ok(signed(data, call.auth)), ctx.keys);
    };

  function expect(endpoint: AnyEndpoint, isPublic: boolean, kind: AnyEndpoint['kind']) {
    // The contract says who may call and how; registering against it is a programming error.
    if (endpoint.isPublic !== isPublic || endpoint.kind !== kind)
      throw new Error(
        `${endpoint.path} is ${endpoint.isPublic ? 'public' : 'private'} ${endpoint.kind} in the contract`,
      );
    if (kind !== 'multipart' && !endpoint.input)
      throw new Error(`${endpoint.path} has no input schema in the contract`);
  }

  const session = (purpose: AuthPurpose) => (request: FastifyRequest) =>
    authenticate(ctx, request, purpose);
  const nobody = () => Promise.resolve(null);

  return {
    publicRoute(endpoint, handle) {
      expect(endpoint, true, 'json');
      register(endpoint, nobody, envelope(endpoint, handle));
    },
    route(endpoint, handle, purpose = 'data') {
      expect(endpoint, false, 'json');
      register(
        endpoint,
        session(purpose),
        // A submit sent with a requestId header is stored once however often it is resent.
        envelope(endpoint, (input, call) =>
          once(ctx, call.request, call.auth, endpoint.path, () => handle(input, call)),
        ),
      );
    },
    upload(endpoint, handle) {
      expect(endpoint, false, 'multipart');
      register(
        endpoint,
        session('data'),
        envelope(endpoint, (_input, call) => handle(call)),
      );
    },
    download(endpoint, handle) {
      expect(endpoint, false, 'binary');
      register(endpoint, session('data'), handle);
    },
    link(endpoint, handle) {
      expect(endpoint, true, 'binary');
      register(endpoint, nobody, handle, false);
    },
  };
}
