import type { FastifyReply } from 'fastify';

/**
 * Send a PDF as a download with its Chinese file name: RFC 6266's filename* for
 * browsers, an ASCII fallback for the rest. Never cached: it is customer data.
 */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
  disposition: 'attachment' | 'inline',
) {
  const ascii =
    fileName
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .replace(/^-/, '') || 'report.pdf';
  return reply
    .code(200)
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${disposition}; filename="report-${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(pdf);
}
