import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../app-context';
import { formatDateTime } from '../../common/date-time';
import { buildReportPdf } from '../../service/report/build-report';
import type { ServiceConfig } from '../../service/service-config';
import { fileBytes } from './pack-files';
import { indexPdf, trendPdf } from './pack-pdfs';
import type { PackEntry } from './pack-entries';
import type { PackScope } from './pack-scope';
import { riskCsv } from './risk-list';
import { trendCsv, trendSummary } from './trend-summary';

export interface PackJob {
  ctx: AppContext;
  config: ServiceConfig;
  customerId: number;
  scope: PackScope;
  entries: PackEntry[];
  /** Called once if an entry cannot be built; the archive is then cut short. */
  onError: (error: unknown) => void;
  /** Called as each entry has gone into the archive, in order. */
  onPacked?: () => void;
}

/**
 * The archive as a stream, built while it is read: each entry's bytes are made only when
 * the zip reaches it (addReadStreamLazy), so a year of reports is never held in memory at
 * once, and the first bytes leave at once. PDFs are stored (they are compressed already),
 * text is deflated.
 */
export function buildPack(job: PackJob): Readable {
  const { ctx, config, customerId, scope } = job;
  const zip = new ZipFile();
  // yazl types it as NodeJS.ReadableStream; it is a stream.PassThrough.
  const out = zip.outputStream as Readable;
  const mtime = ctx.now();
  const builtAt = formatDateTime(mtime);
  let trend: ReturnType<typeof trendSummary> | null = null;
  const trendOnce = () => (trend ??= trendSummary(ctx.db, customerId, scope));
  const bytesOf = async (entry: PackEntry): Promise<Buffer> => {
    switch (entry.type) {
      case 'index':
        return indexPdf(job.entries, scope, builtAt, config);
      case 'file':
        return fileBytes(ctx.db, customerId, entry.fileId);
      case 'report':
        return (await buildReportPdf(ctx, config, entry.taskId)).pdf;
      case 'trendPdf':
        return trendPdf(await trendOnce(), scope, builtAt, config);
      case 'trendCsv':
        return trendCsv((await trendOnce()).months, '月份');
      case 'risks':
        return riskCsv(ctx.db, customerId, scope);
    }
  };
  for (const entry of job.entries) {
    const compress = !entry.path.endsWith('.pdf');
    zip.addReadStreamLazy(entry.path, { mtime, compress }, (cb) => {
      bytesOf(entry).then(
        (bytes) => {
          const entryStream = Readable.from([bytes]);
          // 'end': the zip has read the whole entry (its bytes are in the archive stream).
          entryStream.once('end', () => job.onPacked?.());
          cb(null, entryStream);
        },
        (error: unknown) => {
          job.onError(error);
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
  zip.end();
  return out;
}
