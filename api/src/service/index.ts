import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { registerServiceAssets } from './asset-route';
import { registerCommentAdd } from './comment-route';
import { registerMessageRoutes } from './message-routes';
import { registerPlanRoutes } from './plan-routes';
import { registerReportRoutes } from './report/report-routes';
import { registerRiskRoutes } from './risk-routes';
import { registerSelectRoutes } from './select-routes';
import { readServiceConfig, type ServiceConfig } from './service-config';
import { registerSignature } from './signature-route';
import { registerTaskDetailRoutes } from './task-detail-routes';
import { registerTaskListRoutes } from './task-list-routes';

export interface ServiceDeps {
  router: Router;
  ctx: AppContext;
  /** By default read from the environment (PP_REPORT_FONT...); start-up fails without a CJK font. */
  config?: ServiceConfig;
}

export type { ServiceConfig } from './service-config';
export { readServiceConfig } from './service-config';

/**
 * The service area of the API: work orders and their records, reports, signing and
 * rating, risk points, notifications, plan completion and the select lists (see README.md).
 */
export function registerServiceRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const { router, ctx } = deps;
  const config = deps.config ?? readServiceConfig();
  registerTaskListRoutes(router, ctx);
  registerTaskDetailRoutes(router, ctx);
  registerCommentAdd(router, ctx);
  registerSignature(router, ctx);
  registerReportRoutes(app, router, ctx, config);
  registerRiskRoutes(router, ctx);
  registerMessageRoutes(router, ctx);
  registerPlanRoutes(router, ctx);
  registerSelectRoutes(router, ctx);
  registerServiceAssets(app, ctx);
}
