import type { FastifyReply } from 'fastify';

/** Content-Disposition with the real (Chinese) name: RFC 6266's filename* and an ASCII fallback. */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot).replace(/[^.a-z0-9]/gi, '') : '';
  const ascii =
    fileName
      .slice(0, dot > 0 ? dot : undefined)
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '')
      .trim() || 'file';
  return `${disposition}; filename="${ascii}${ext}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Send a stored file. Customer data: cached only by the caller's own browser, never
 * sniffed into another type, and an SVG may not run anything even if opened directly.
 */
export function sendFile(
  reply: FastifyReply,
  body: Buffer,
  contentType: string,
  fileName: string,
  disposition: 'attachment' | 'inline',
) {
  return reply
    .code(200)
    .type(contentType)
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', contentDisposition(disposition, fileName))
    .send(body);
}
