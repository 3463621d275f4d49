import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS, UPLOAD_LIMITS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { displayName, fileUrlOf, newStoredName } from './file-names';
import { insertFile } from './file-queries';
import { sniffType } from './magic-bytes';

const FIELD = UPLOAD_LIMITS.field;
export const TOO_BIG = `文件不能超过${UPLOAD_LIMITS.maxBytes / 1024 / 1024}MB`;
export const MALFORMED = '上传的表单格式不正确，请重新选择文件';
export const WRONG_TYPE = '仅支持 PNG、JPEG、WEBP 图片或 PDF 文件';

async function readPart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw invalidField(FIELD, '请以 multipart/form-data 上传文件');
  // A body that is not the multipart it claims (cut short, no boundary, junk) fails while
  // it is read: that is the client's mistake, answered 400 rather than 500.
  const part = await request.file().catch((error: unknown) => {
    request.log.info({ code: (error as { code?: unknown }).code }, 'malformed multipart body');
    throw invalidField(FIELD, MALFORMED);
  });
  if (!part || part.fieldname !== FIELD)
    throw invalidField(FIELD, `请选择要上传的文件（字段 ${FIELD}）`);
  return part;
}

async function readContent(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    // @fastify/multipart stops reading at the size limit (limits.fileSize in app.ts).
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidField(FIELD, TOO_BIG);
    throw invalidField(FIELD, MALFORMED);
  }
}

/**
 * POST /common/aliOss/file/upLoad: one file in field `file`, at most 5 MB, a PNG, JPEG,
 * WEBP or PDF by its content; stored under a server-made name and owned by the caller.
 */
export function registerUpload(router: Router, ctx: AppContext): void {
  router.upload(ENDPOINTS.fileUpload, async ({ request, auth }) => {
    const part = await readPart(request);
    const content = await readContent(part);
    if (!content.length) throw invalidField(FIELD, '文件为空');
    const type = sniffType(content);
    if (!type) throw invalidField(FIELD, WRONG_TYPE);
    const storedName = newStoredName(type.ext);
    const fileName = displayName(part.filename);
    await writeFile(path.join(ctx.uploadsDir, storedName), content, { flag: 'wx' });
    await insertFile(ctx.db, {
      storedName,
      ownerAccountId: auth.accountId,
      originalName: fileName,
      contentType: type.contentType,
      size: content.length,
      createdAt: ctx.now(),
    });
    return {
      fileUrl: fileUrlOf(ctx.settings.api.basePath, storedName),
      fileName,
      size: content.length,
      contentType: type.contentType,
    };
  });
}
