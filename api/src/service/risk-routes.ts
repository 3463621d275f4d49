import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { riskPage } from './risk-query';
import { insertRiskPoint } from './risk-point-insert';
import { memberScope } from './scope';

/** riskPointPage lists the company's risk points; riskPointAdd (our addition) reports a new one. */
export function registerRiskRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.riskPointPage, (input, { auth }) =>
    riskPage(ctx.db, ctx.settings.api.basePath, {
      ...input,
      customerId: auth.customerId,
      members: memberScope(auth, input.memberId),
    }),
  );
  router.route(ENDPOINTS.riskPointAdd, async (input, { auth }) => {
    const memberId = input.memberId ?? auth.mid;
    memberScope(auth, memberId);
    const point = { ...input, memberId, images: input.images ?? [] };
    return { id: await insertRiskPoint(ctx.db, auth, point, ctx.now()) };
  });
}
