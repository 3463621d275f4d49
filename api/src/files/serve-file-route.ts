import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { queryOne } from '../db/db';
import { notFound } from '../http/api-failure';
import { fileParam } from '../http/path-param';
import { liveLinkSession } from '../links/link-session';
import { readLink } from '../links/signed-link';
import { STORED_NAME } from './file-names';

export const FILE_LINK_INVALID = '文件链接无效或已过期，请刷新页面';

interface ServedFile {
  contentType: string;
  originalName: string;
  customerId: number;
}

const exists = (location: string) =>
  access(location).then(
    () => true,
    () => false,
  );

// The ticket is optional in the schema: a missing one is the same 404 as a wrong one.
const FILE_SCHEMA = {
  ...fileParam('name'),
  querystring: Type.Object({ t: Type.Optional(Type.String({ maxLength: 200 })) }),
};

/**
 * GET /files/:name?t=<ticket>: an uploaded file, to a live session of the uploader's
 * customer only (the ticket signFileUrls put on the URL: an <img> sends no token). Every
 * refusal is the same 404, so a stranger learns nothing about which names exist.
 */
export function registerServeFile(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string }; Querystring: { t?: string } }>(
    '/files/:name',
    { schema: FILE_SCHEMA },
    async (request, reply) => {
      const { name } = request.params;
      const now = ctx.now();
      const claims = STORED_NAME.test(name)
        ? readLink(ctx.secret, `file:${name}`, request.query.t ?? '', now)
        : null;
      const holder = claims ? await liveLinkSession(ctx.db, claims.sessionId, now) : null;
      const file = holder
        ? await queryOne<ServedFile>(
            ctx.db,
            `select f.content_type as "contentType", f.original_name as "originalName", a.customer_id as "customerId"
               from uploaded_files f join accounts a on a.id = f.owner_account_id
              where f.stored_name = $1`,
            [name],
          )
        : null;
      const location = path.join(ctx.uploadsDir, name);
      if (!claims || !file || file.customerId !== holder?.customerId || !(await exists(location)))
        throw notFound(FILE_LINK_INVALID);
      // Images are shown in place; anything else (PDF) is only ever a download.
      const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
      const maxAge = Math.max(0, claims.exp - Math.floor(now.getTime() / 1000));
      return reply
        .type(file.contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        )
        .send(createReadStream(location));
    },
  );
}
