import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/api-failure';
import { STORED_NAME } from './file-names';
import { findFile } from './file-queries';
import { fileParam } from '../http/path-param';

/**
 * GET /files/:name: an uploaded file, public to whoever holds its unguessable URL (an
 * <img> sends no token). A stored name never changes content, so caches may keep it.
 */
export function registerServeFile(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string } }>(
    '/files/:name',
    { schema: fileParam('name') },
    async (request, reply) => {
      const { name } = request.params;
      const file = STORED_NAME.test(name) ? await findFile(ctx.db, name) : null;
      const location = path.join(ctx.uploadsDir, name);
      if (
        !file ||
        !(await access(location).then(
          () => true,
          () => false,
        ))
      )
        throw notFound('文件不存在');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(createReadStream(location));
    },
  );
}
