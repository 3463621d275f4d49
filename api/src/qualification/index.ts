import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { readServiceConfig, type ServiceConfig } from '../service/service-config';
import { registerAuditPackRoutes } from './audit-pack/audit-pack-routes';
import { registerSystemFileRoutes } from './system-files-routes';

/**
 * The qualification area (issue 11): the provider's documents for the customer, and the
 * audit pack. `config` (the report font) is read from the environment by default.
 */
export function registerQualificationRoutes(
  app: FastifyInstance,
  router: Router,
  ctx: AppContext,
  config: ServiceConfig = readServiceConfig(),
): void {
  registerSystemFileRoutes(app, router, ctx);
  registerAuditPackRoutes(app, router, ctx, config);
}
