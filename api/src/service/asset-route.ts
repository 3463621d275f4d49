import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { queryOne } from '../db/db';
import { notFound } from '../http/api-failure';
import { fileParam } from '../http/path-param';

/**
 * GET /service-assets/:name: the seeded site photos and signatures (generic demo
 * pictures, no customer data). Loaded by <img>, which sends no token, so outside the
 * contract like /brand/:file; browsers reach it under the API base path.
 */
export function registerServiceAssets(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string } }>(
    '/service-assets/:name',
    { schema: fileParam('name') },
    async (request, reply) => {
      const asset = await queryOne<{ contentType: string; body: Uint8Array }>(
        ctx.db,
        'select content_type as "contentType", body from service_assets where file_name = $1',
        [request.params.name],
      );
      if (!asset) throw notFound('图片不存在');
      return reply
        .type(asset.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(asset.body));
    },
  );
}
