import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint, RequestOf } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import { authenticate } from '../auth/authenticate';
import { wantsEncryption } from '../http/envelope';
import { checkSystemType } from '../http/headers';
import type { Call } from '../http/route';
import { readInput, requireEncrypted } from '../http/wire-input';

/**
 * A binary download of the contract (kind 'binary'): the same checks as every data call
 * (systemType, encryption, token, key, mid), but the handler sends the file itself. A
 * failure still answers the envelope, which the portal's client recognises by its type.
 */
export function binaryRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  parse: (raw: unknown) => RequestOf<E>,
  handle: (input: RequestOf<E>, call: Call<AuthContext>) => Promise<unknown>,
): void {
  if (endpoint.kind !== 'binary' || endpoint.isPublic)
    throw new Error(`${endpoint.path} is not a private binary endpoint`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      checkSystemType(request);
      const encrypted = wantsEncryption(request);
      requireEncrypted(encrypted, ctx.requireEncryption);
      const auth = await authenticate(ctx, request, 'data');
      const input = parse(readInput(request, endpoint, encrypted, ctx.keys));
      return handle(input, { request, reply, auth });
    },
  });
}
