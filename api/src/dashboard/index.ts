import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { registerAlertRuleRoutes } from './alerts/alert-rule-routes';
import { registerGroupRoutes } from './group-routes';
import { registerHomeRoutes } from './home-routes';
import { registerSitePlanRoutes } from './site-plan/site-plan-routes';
import { registerTrendRoutes } from './trend-routes';

/** The dashboard area of the API: the home page's figures and charts, the group home's analysis, the data trends, the site plan, the pest alert rules (see README.md). */
export function registerDashboardRoutes(router: Router, ctx: AppContext): void {
  registerHomeRoutes(router, ctx);
  registerGroupRoutes(router, ctx);
  registerTrendRoutes(router, ctx);
  registerSitePlanRoutes(router, ctx);
  registerAlertRuleRoutes(router, ctx);
}

export { registerPlanImageRoute } from './site-plan/plan-image-route';
