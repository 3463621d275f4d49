import type { FastifyInstance } from 'fastify';
import { HEADERS, STATUS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { ApiFailure } from '../http/api-failure';
import { LIMITS, TOO_MANY_REQUESTS } from './limits';
import { forgetOld, hit, overLimit } from './rate-limit';

/**
 * Every call that carries no token (branding, login, login codes, link-opened files and
 * reports, WeChat callbacks) counts against its address, in the database so that several
 * API processes agree. Now and then the counters of past windows are cleared.
 */
export function installAnonymousLimit(app: FastifyInstance, ctx: AppContext): void {
  let calls = 0;
  app.addHook('onRequest', async (request) => {
    if (request.headers[HEADERS.token.toLowerCase()]) return;
    const now = ctx.now();
    if (++calls % 1000 === 0) await forgetOld(ctx.db, now);
    const count = await hit(ctx.db, `anon:${request.ip}`, LIMITS.anonymousPerAddress, now);
    if (overLimit(count, LIMITS.anonymousPerAddress))
      throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
  });
}
