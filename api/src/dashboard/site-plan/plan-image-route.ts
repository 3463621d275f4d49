import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/db';
import { notFound } from '../../http/api-failure';
import { liveLinkSession } from '../../links/link-session';
import { readPlanTicket } from './plan-link';

export const PLAN_LINK_INVALID = '平面图链接无效或已过期，请刷新页面';

const SCHEMA = {
  params: Type.Object({ areaId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  querystring: Type.Object({
    t: Type.Optional(Type.String({ maxLength: 200 })),
    v: Type.Optional(Type.String({ maxLength: 20 })),
  }),
};

interface StoredPlan {
  contentType: string;
  customerId: number;
  body: Uint8Array;
}

/**
 * GET /site-plans/:areaId?v=<version>&t=<ticket>: an area's floor plan, to a live session
 * of the area's customer only (the ticket planUrl put on the URL: an <img> sends no token).
 * Every refusal is the same 404, so a stranger learns nothing about which areas exist.
 * Outside the contract, like /files/:name.
 */
export function registerPlanImageRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { areaId: number }; Querystring: { t?: string; v?: string } }>(
    '/site-plans/:areaId',
    { schema: SCHEMA },
    async (request, reply) => {
      const { areaId } = request.params;
      const claims = readPlanTicket(ctx, areaId, request.query.t ?? '');
      const holder = claims ? await liveLinkSession(ctx.db, claims.sessionId, ctx.now()) : null;
      const plan = holder
        ? await queryOne<StoredPlan>(
            ctx.db,
            'select content_type as "contentType", customer_id as "customerId", body from area_plans where area_id = $1',
            [areaId],
          )
        : null;
      if (!claims || !plan || plan.customerId !== holder?.customerId)
        throw notFound(PLAN_LINK_INVALID);
      const maxAge = Math.max(0, claims.exp - Math.floor(ctx.now().getTime() / 1000));
      return (
        reply
          .type(plan.contentType)
          // The customer's own site layout: this browser only, no longer than the ticket.
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own must not run script.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(Buffer.from(plan.body))
      );
    },
  );
}
