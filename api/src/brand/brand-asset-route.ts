import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/api-failure';
import { brandAsset } from './brand-queries';
import { fileParam } from '../http/path-param';

/**
 * GET /brand/:file: the logos and favicons getBaseByDomain points at. Loaded by <img>
 * and <link rel=icon>, which send no systemType or token, so this is outside the contract.
 */
export function registerBrandAssets(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>(
    '/brand/:file',
    { schema: fileParam('file') },
    async (request, reply) => {
      const asset = await brandAsset(ctx.db, request.params.file);
      if (!asset) throw notFound('图片不存在');
      return (
        reply
          .type(asset.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own must not run script.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(asset.body)
      );
    },
  );
}
