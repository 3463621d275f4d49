import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEndpoint, RequestOf, ResponseOf } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import { authenticate, type AuthPurpose } from '../auth/authenticate';
import { signFileUrls } from '../links/sign-file-urls';
import { ok, sendEnvelope, wantsEncryption } from './envelope';
import { checkSystemType } from './headers';
import { once } from './idempotency';
import { readInput, requireEncrypted } from './wire-input';

export interface Call<A> {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: A;
}

export interface RouteSpec<E extends AnyEndpoint, A> {
  /** Turn the decoded query or body into the endpoint's request type, or throw a 400 listing the bad fields. */
  parse: (raw: unknown) => RequestOf<E>;
  handle: (input: RequestOf<E>, call: Call<A>) => Promise<ResponseOf<E>>;
}

/**
 * Registers routes from the contract table only: method and path come from the
 * endpoint, handler types from its request and response types, so the portal's client
 * and this server cannot drift (DESIGN.md §3).
 */
export interface Router {
  /** An endpoint callable without a token (login, login code, branding). */
  publicRoute<E extends AnyEndpoint>(endpoint: E, spec: RouteSpec<E, null>): void;
  /** An endpoint behind a session: the handler sees its caller. */
  route<E extends AnyEndpoint>(
    endpoint: E,
    spec: RouteSpec<E, AuthContext>,
    purpose?: AuthPurpose,
  ): void;
  /** A multipart endpoint: the body is not encrypted and the handler reads it from the request. */
  upload<E extends AnyEndpoint>(
    endpoint: E,
    handle: (call: Call<AuthContext>) => Promise<ResponseOf<E>>,
  ): void;
}

export function createRouter(app: FastifyInstance, ctx: AppContext): Router {
  function register<E extends AnyEndpoint, A>(
    endpoint: E,
    who: (request: FastifyRequest) => Promise<A>,
    run: (raw: unknown, call: Call<A>) => Promise<ResponseOf<E>>,
    sessionOf: (auth: A) => AuthContext | null,
  ) {
    // Authenticated answers carry their file URLs with a ticket of the caller's session.
    const signed = (data: ResponseOf<E>, auth: A) => {
      const session = sessionOf(auth);
      if (!session) return data;
      return signFileUrls(data, {
        secret: ctx.secret,
        basePath: ctx.settings.api.basePath,
        ttlSeconds: ctx.settings.security.fileLinkTtlSeconds,
        now: ctx.now(),
        sessionId: session.sessionId,
        sessionEnd: session.expiresAt,
      });
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        checkSystemType(request);
        const encrypted = wantsEncryption(request);
        requireEncrypted(encrypted, ctx.requireEncryption);
        const auth = await who(request);
        const raw = readInput(request, endpoint, encrypted, ctx.keys);
        const data = await run(raw, { request, reply, auth });
        return sendEnvelope(request, reply, ok(signed(data, auth)), ctx.keys);
      },
    });
  }

  function expectPublic(endpoint: AnyEndpoint, isPublic: boolean) {
    // The contract says who may call; registering against it is a programming error.
    if (endpoint.isPublic !== isPublic)
      throw new Error(
        `${endpoint.path} is ${endpoint.isPublic ? '' : 'not '}public in the contract`,
      );
  }

  return {
    publicRoute(endpoint, spec) {
      expectPublic(endpoint, true);
      register(
        endpoint,
        () => Promise.resolve(null),
        (raw, call) => spec.handle(spec.parse(raw), call),
        () => null,
      );
    },
    route(endpoint, spec, purpose = 'data') {
      expectPublic(endpoint, false);
      register(
        endpoint,
        (request) => authenticate(ctx, request, purpose),
        // A submit sent with a requestId header is stored once however often it is resent.
        (raw, call) =>
          once(ctx, call.request, call.auth, endpoint.path, () =>
            spec.handle(spec.parse(raw), call),
          ),
        (auth) => auth,
      );
    },
    upload(endpoint, handle) {
      expectPublic(endpoint, false);
      if (endpoint.kind !== 'multipart')
        throw new Error(`${endpoint.path} is not a multipart endpoint`);
      register(
        endpoint,
        (request) => authenticate(ctx, request),
        (_raw, call) => handle(call),
        (auth) => auth,
      );
    },
  };
}
