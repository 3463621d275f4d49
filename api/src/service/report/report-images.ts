import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { queryOne, type Queryable } from '../../db/db';
import { STORED_NAME } from '../../files/file-names';

/** What the PDF can embed: pdfkit draws PNG and JPEG only. */
const EMBEDDABLE = /\.(png|jpg)$/;

/**
 * The bytes of an image the report shows, from its URL under the API base: a seeded
 * picture from service_assets, an upload from the uploads folder. Anything else, or a
 * file that has gone, is left out of the PDF rather than failing the report.
 */
export async function imageBytes(
  db: Queryable,
  uploadsDir: string,
  basePath: string,
  url: string | null,
): Promise<Buffer | null> {
  if (!url?.startsWith(`${basePath}/`)) return null;
  const [folder, name, ...rest] = url.slice(basePath.length + 1).split('/');
  if (!name || rest.length || !EMBEDDABLE.test(name)) return null;
  if (folder === 'service-assets') {
    const row = await queryOne<{ body: Uint8Array }>(
      db,
      'select body from service_assets where file_name = $1',
      [name],
    );
    return row ? Buffer.from(row.body) : null;
  }
  if (folder === 'files' && STORED_NAME.test(name))
    return readFile(path.join(uploadsDir, name)).catch(() => null);
  return null;
}
