import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { endSession } from '../auth/sessions';
import type { Router } from '../http/route';
import { sessionInfo } from './session-info';

/**
 * GET /customer/account/session: the session behind the token in the headers, for
 * /homeCheck; POST /customer/account/logout ends it on the server.
 */
export function registerSessionRoutes(router: Router, ctx: AppContext): void {
  router.route(
    ENDPOINTS.sessionCheck,
    (_input, { auth }) => sessionInfo(ctx.db, auth, ctx.now()),
    'session',
  );

  router.route(
    ENDPOINTS.logout,
    async (_input, { auth }) => {
      await endSession(ctx.db, auth.sessionId);
      return null;
    },
    'logout',
  );
}
