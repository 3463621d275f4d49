import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS, UPLOAD_LIMITS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { imageOnly } from './content-check';
import { displayName, fileUrlOf, newStoredName } from './file-names';
import { insertFile } from './file-queries';
import { sniffType } from './magic-bytes';
import { assertUploadRoom, countUpload } from './upload-quota';

const FIELD = UPLOAD_LIMITS.field;
export const TOO_BIG = `文件不能超过${UPLOAD_LIMITS.maxBytes / 1024 / 1024}MB`;
export const MALFORMED = '上传的表单格式不正确，请重新选择文件';
export const WRONG_TYPE = '仅支持 PNG、JPEG、WEBP 图片或 PDF 文件';
export const NOT_ONLY_IMAGE = '文件内容不是完整的图片，请重新选择';

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

/**
 * The whole file, counted on the stream. The parser's limit is one byte over ours
 * (app.ts), so a file over the limit always shows as more than maxBytes here, however the
 * parser's truncation and its flag race: a cut-short file is never taken for a whole one.
 */
async function readContent(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= UPLOAD_LIMITS.maxBytes) chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidField(FIELD, TOO_BIG);
    throw invalidField(FIELD, MALFORMED);
  }
  if (size > UPLOAD_LIMITS.maxBytes || part.file.truncated) throw invalidField(FIELD, TOO_BIG);
  return Buffer.concat(chunks);
}

/**
 * POST /common/aliOss/file/upLoad: one file in field `file`, at most 5 MB, a PNG, JPEG,
 * WEBP or PDF by its content and only that, within the account's daily count and volume;
 * stored under a server-made name and owned by the caller.
 */
export function registerUpload(router: Router, ctx: AppContext): void {
  const limits = ctx.settings.security;
  router.upload(ENDPOINTS.fileUpload, async ({ request, auth }) => {
    await assertUploadRoom(ctx.db, auth.accountId, ctx.now(), limits);
    const part = await readPart(request);
    const received = await readContent(part);
    if (!received.length) throw invalidField(FIELD, '文件为空');
    const type = sniffType(received);
    if (!type) throw invalidField(FIELD, WRONG_TYPE);
    const content = imageOnly(type.contentType, received);
    if (!content) throw invalidField(FIELD, NOT_ONLY_IMAGE);
    const storedName = newStoredName(type.ext);
    const fileName = displayName(part.filename);
    const location = path.join(ctx.uploadsDir, storedName);
    await ctx.db.transaction(async (tx) => {
      await countUpload(tx, auth.accountId, ctx.now(), content.length, limits);
      await writeFile(location, content, { flag: 'wx' });
      await insertFile(tx, {
        storedName,
        ownerAccountId: auth.accountId,
        originalName: fileName,
        contentType: type.contentType,
        size: content.length,
        createdAt: ctx.now(),
      }).catch(async (error: unknown) => {
        // No row, no file: an orphan would be unreachable and never cleaned up.
        await unlink(location).catch(() => undefined);
        throw error;
      });
    });
    return {
      fileUrl: fileUrlOf(ctx.settings.api.basePath, storedName),
      fileName,
      size: content.length,
      contentType: type.contentType,
    };
  });
}
