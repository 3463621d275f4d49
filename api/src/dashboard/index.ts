import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { registerGroupRoutes } from './group-routes';
import { registerHomeRoutes } from './home-routes';

/** The dashboard area of the API: the home page's figures and charts, the group home's analysis (see README.md). */
export function registerDashboardRoutes(router: Router, ctx: AppContext): void {
  registerHomeRoutes(router, ctx);
  registerGroupRoutes(router, ctx);
}
