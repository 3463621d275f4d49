import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { invalidField, notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { storedNameOf } from './file-names';
import { deleteFileRow, findOwnFiles, isFileInUse } from './file-queries';

/** GET /common/aliOss/file/delete: the caller's own file only; another's is not found. */
export function registerDeleteFile(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.fileDelete, async (input, { auth }) => {
    const name = storedNameOf(input.fileUrl);
    const [file] = name ? await findOwnFiles(ctx.db, auth.accountId, [name]) : [];
    if (!file) throw notFound('文件不存在或无权删除');
    if (await isFileInUse(ctx.db, file.id))
      throw invalidField('fileUrl', '该文件已被提交的记录使用，不能删除');
    await deleteFileRow(ctx.db, file.id);
    await unlink(path.join(ctx.uploadsDir, file.storedName)).catch((error: unknown) => {
      // Already gone is what we wanted; anything else is worth knowing about.
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    });
    return null;
  });
}
