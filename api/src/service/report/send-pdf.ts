import type { FastifyReply } from 'fastify';

/**
 * What may happen to a PDF once the browser has it. A download (`attachment`) is never
 * shown in the portal's origin, and a sandbox with nothing allowed holds it if a browser
 * does. Shown in a tab (`inline`: the report link's 在新窗口打开PDF, and the messaging
 * app's viewer) it gets no `sandbox` nor `default-src`/`object-src 'none'`: Chromium refuses
 * to start its PDF viewer in a sandboxed document ("This page has been blocked by Chrome",
 * crbug.com/413851) and older versions under object-src 'none'. That is safe only because
 * the report PDF is drawn by this server (every customer value as text; no script, form or
 * attachment); uploaded PDFs, which could hold anything, are only ever downloads
 * (files/serve-file-route.ts). What it does get: no other site may frame or embed it.
 */
const POLICY = {
  attachment: "default-src 'none'; sandbox",
  inline: "frame-ancestors 'none'",
} as const;

/**
 * Send a PDF with its Chinese file name: RFC 6266's filename* for browsers, an ASCII
 * fallback for the rest. Never cached, never sniffed as anything else: it is customer data.
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
    .header('content-security-policy', POLICY[disposition])
    .header('cross-origin-resource-policy', 'same-origin')
    .header(
      'content-disposition',
      `${disposition}; filename="report-${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(pdf);
}
