import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, UPLOAD_LIMITS } from '@pest-portal/shared/contract';
import type { CallOptions } from './test-client';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(
  content: Buffer,
  fileName: string,
  contentType: string,
  field: string = UPLOAD_LIMITS.field,
) {
  const boundary = '----pp-api-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST a file to the upload endpoint with the session's headers (and the decrypt header when `keys`). */
export function uploadFile(
  app: FastifyInstance,
  options: Required<Pick<CallOptions, 'session'>> & CallOptions,
  content: Buffer,
  fileName: string,
  contentType = 'application/octet-stream',
  field?: string,
) {
  const body = multipartBody(content, fileName, contentType, field);
  const { session } = options;
  return app.inject({
    method: 'POST',
    url: ENDPOINTS.fileUpload.path,
    headers: {
      systemType: '4',
      token: session.token,
      key: session.key,
      mid: String(session.mid),
      ...(options.keys ? { decrypt: '1' } : {}),
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

/** Smallest valid files of each accepted type (their first bytes are what counts). */
export const SAMPLE = {
  /** A whole 1×1 PNG (IHDR, IDAT, IEND): uploads must be only an image. */
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
    'hex',
  ),
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  pdf: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
};
