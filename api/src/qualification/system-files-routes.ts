import type { FastifyInstance } from 'fastify';
import { QUALIFICATION_ENDPOINTS as Q } from '@pest-portal/shared/contract/qualification';
import type { AppContext } from '../app-context';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { todayOf } from '../service/period';
import { sendFile } from './send-file';
import { visibleFile } from './stored-file';
import { systemFilesPage } from './system-files-query';

/** systemFiles/page, the download of one file with its real name, and its page image. */
export function registerSystemFileRoutes(
  app: FastifyInstance,
  router: Router,
  ctx: AppContext,
): void {
  router.route(Q.systemFilesPage, (input, { auth }) =>
    systemFilesPage(ctx.db, auth.customerId, todayOf(ctx.now()), input),
  );

  router.download(Q.systemFileDownload, async ({ fileId }, { auth, reply }) => {
    const file = await visibleFile(ctx.db, auth, fileId);
    return sendFile(reply, file.body, file.contentType, file.fileName, 'attachment');
  });

  router.download(Q.systemFilePreview, async ({ fileId }, { auth, reply }) => {
    const file = await visibleFile(ctx.db, auth, fileId);
    if (file.contentType.startsWith('image/'))
      return sendFile(reply, file.body, file.contentType, file.fileName, 'inline');
    if (!file.preview || !file.previewType) throw notFound('该文件没有预览图，请下载查看');
    return sendFile(reply, file.preview, file.previewType, `${file.fileName}.svg`, 'inline');
  });
}
