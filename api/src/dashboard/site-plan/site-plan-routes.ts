import type { SitePlanArea } from '@pest-portal/shared/contract/dashboard';
import { DASHBOARD_ENDPOINTS as E } from '@pest-portal/shared/contract/dashboard';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../auth/auth-context';
import type { Router } from '../../http/route';
import { memberScope } from '../../service/scope';
import { periodOf } from '../home-period';
import { planUrl } from './plan-link';
import { areaDevices, areaOf, areasOf, type AreaRow } from './site-plan-queries';

/**
 * The site plan's endpoints (README.md): the areas of a member company with their plans,
 * and an area's devices with what they recorded in a period. A device's record history
 * is the QR query's own endpoint (qrcode/), which the page calls as the scan page does.
 */
export function registerSitePlanRoutes(router: Router, ctx: AppContext): void {
  const withPlan = (auth: AuthContext, row: AreaRow): SitePlanArea => {
    const { planWidth, planHeight, planVersion, ...area } = row;
    const plan =
      planWidth !== null && planHeight !== null && planVersion !== null
        ? { url: planUrl(ctx, auth, row.areaId, planVersion), width: planWidth, height: planHeight }
        : null;
    return { ...area, plan };
  };

  router.route(E.sitePlanAreas, async (input, { auth }) => {
    const rows = await areasOf(ctx.db, auth.customerId, memberScope(auth, input.memberId));
    return rows.map((row) => withPlan(auth, row));
  });

  router.route(E.sitePlanDevices, async (input, { auth }) => {
    const period = periodOf(input, ctx.now());
    const area = await areaOf(ctx.db, auth.customerId, memberScope(auth), input.areaId);
    return {
      area: withPlan(auth, area),
      ...period,
      devices: await areaDevices(ctx.db, input.areaId, period),
    };
  });
}
