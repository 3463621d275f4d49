import type { AppContext } from '../../app-context';
import type { ServiceConfig } from '../service-config';
import { imageBytes } from './report-images';
import { loadReport, reportFileName } from './report-model';
import { reportPdf } from './report-pdf';

/** The PDF of a served visit and its file name; the caller has checked the scope. */
export async function buildReportPdf(
  ctx: AppContext,
  config: ServiceConfig,
  taskId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const base = ctx.settings.api.basePath;
  const model = await loadReport(ctx.db, base, taskId);
  const read = (url: string | null) => imageBytes(ctx.db, ctx.uploadsDir, base, url);
  const photos = await Promise.all(
    model.images
      .slice(0, 4)
      .map(async (i) => ({ caption: i.caption, bytes: await read(i.imageUrl) })),
  );
  const pdf = await reportPdf(
    model,
    {
      employeeSign: await read(model.employee.signUrl),
      customerSign: await read(model.customer.signUrl),
      photos: photos.flatMap((p) => (p.bytes ? [{ caption: p.caption, bytes: p.bytes }] : [])),
    },
    config,
  );
  return { pdf, fileName: reportFileName(model.detail.orderNo) };
}
