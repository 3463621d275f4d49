import type { FastifyInstance } from 'fastify';
import {
  QUALIFICATION_ENDPOINTS as Q,
  SystemFileQuery,
  SystemFilesPageInput,
} from '@pest-portal/shared/contract/qualification';
import type { AppContext } from '../app-context';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { binaryRoute } from '../service/binary-route';
import { todayOf } from '../service/period';
import { schemaParser } from './schema-parse';
import { sendFile } from './send-file';
import { visibleFile } from './stored-file';
import { systemFilesPage } from './system-files-query';

export const parsePage = schemaParser(SystemFilesPageInput, {
  pageNum: '页码须为正整数',
  pageSize: '每页条数须在1到100之间',
  keyword: '搜索内容不能超过50个字',
  kind: '文件类别无效',
});
export const parseFileId = schemaParser(SystemFileQuery, { fileId: '文件编号须为正整数' });

/** systemFiles/page, the download of one file with its real name, and its page image. */
export function registerSystemFileRoutes(
  app: FastifyInstance,
  router: Router,
  ctx: AppContext,
): void {
  router.route(Q.systemFilesPage, {
    parse: parsePage,
    handle: (input, { auth }) =>
      systemFilesPage(ctx.db, auth.customerId, todayOf(ctx.now()), input),
  });

  binaryRoute(app, ctx, Q.systemFileDownload, parseFileId, async ({ fileId }, { auth, reply }) => {
    const file = await visibleFile(ctx.db, auth, fileId);
    return sendFile(reply, file.body, file.contentType, file.fileName, 'attachment');
  });

  binaryRoute(app, ctx, Q.systemFilePreview, parseFileId, async ({ fileId }, { auth, reply }) => {
    const file = await visibleFile(ctx.db, auth, fileId);
    if (file.contentType.startsWith('image/'))
      return sendFile(reply, file.body, file.contentType, file.fileName, 'inline');
    if (!file.preview || !file.previewType) throw notFound('该文件没有预览图，请下载查看');
    return sendFile(reply, file.preview, file.previewType, `${file.fileName}.svg`, 'inline');
  });
}
