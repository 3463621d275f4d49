import type { FastifyInstance } from 'fastify';
import { STATUS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { isLive, requestSession } from '../auth/authenticate';
import { ApiFailure } from '../http/api-failure';
import { TOO_MANY_REQUESTS } from './limits';
import { forgetOld, hit, overLimit } from './rate-limit';

/**
 * Every call without a live session (branding, login, login codes, link-opened files and
 * reports, WeChat callbacks, and any call whose token header is made up or expired)
 * counts against its address, in the database so that several API processes agree. The
 * session is looked up once for the request: authentication reuses it. Now and then the
 * counters of past windows are cleared.
 */
export function installAnonymousLimit(app: FastifyInstance, ctx: AppContext): void {
  let calls = 0;
  app.addHook('onRequest', async (request) => {
    const now = ctx.now();
    const session = await requestSession(ctx, request);
    if (session && isLive(session, now)) return;
    if (++calls % 1000 === 0) await forgetOld(ctx.db, now);
    const limit = ctx.limits.anonymousPerAddress;
    if (overLimit(await hit(ctx.db, `anon:${request.ip}`, limit, now), limit))
      throw new ApiFailure(STATUS.LOCKED, TOO_MANY_REQUESTS);
  });
}
