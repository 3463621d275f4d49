import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { ServiceConfig } from '../service-config';
import { createPdfCache, type PdfCache } from './pdf-cache';
import { imageBytes } from './report-images';
import { loadReport, reportFileName, type ReportModel } from './report-model';
import { reportPdf } from './report-pdf';

/** 64 MB of PDFs (a report is 100-400 KB): every report a busy day downloads. */
const CACHE_BYTES = 64 * 1024 * 1024;

// One cache per running server (tests build several apps in one process).
const caches = new WeakMap<AppContext, PdfCache>();
export function reportPdfCache(ctx: AppContext): PdfCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createPdfCache({ maxBytes: CACHE_BYTES, concurrency: 1 });
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * The report's version: a hash of everything its PDF shows. Uploaded images are named by
 * the server and never change under their name, so their URLs stand for their bytes.
 */
function versionOf(taskId: number, model: ReportModel): string {
  return createHash('sha256')
    .update(`${taskId}\n${JSON.stringify(model)}`)
    .digest('base64url');
}

/** The PDF of a served visit and its file name; the caller has checked the scope. */
export async function buildReportPdf(
  ctx: AppContext,
  config: ServiceConfig,
  taskId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const base = ctx.settings.api.basePath;
  const model = await loadReport(ctx.db, base, taskId);
  const read = (url: string | null) => imageBytes(ctx.db, ctx.uploadsDir, base, url);
  const pdf = await reportPdfCache(ctx).get(versionOf(taskId, model), async () => {
    const photos = await Promise.all(
      model.images
        .slice(0, 4)
        .map(async (i) => ({ caption: i.caption, bytes: await read(i.imageUrl) })),
    );
    return reportPdf(
      model,
      {
        employeeSign: await read(model.employee.signUrl),
        customerSign: await read(model.customer.signUrl),
        photos: photos.flatMap((p) => (p.bytes ? [{ caption: p.caption, bytes: p.bytes }] : [])),
      },
      config,
    );
  });
  return { pdf, fileName: reportFileName(model.detail.orderNo) };
}
