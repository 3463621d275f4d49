import { queryOne, type Queryable } from '../../db/db';

/** A qualification file's bytes, of this customer only (the plan listed it; re-checked here). */
export async function fileBytes(
  db: Queryable,
  customerId: number,
  fileId: number,
): Promise<Buffer> {
  const row = await queryOne<{ body: Buffer }>(
    db,
    'select body from qualification_files where id = $1 and customer_id = $2',
    [fileId, customerId],
  );
  if (!row) throw new Error(`qualification file ${fileId} vanished while the pack was built`);
  return Buffer.from(row.body);
}
