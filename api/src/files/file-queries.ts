import type { Queryable } from '../db/db';
import { queryOne } from '../db/db';

export interface FileRow {
  id: number;
  storedName: string;
  ownerAccountId: number;
  contentType: string;
}

const COLUMNS =
  'id, stored_name as "storedName", owner_account_id as "ownerAccountId", content_type as "contentType"';

export interface NewFile {
  storedName: string;
  ownerAccountId: number;
  originalName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export async function insertFile(db: Queryable, file: NewFile): Promise<void> {
  await db.query(
    `insert into uploaded_files (stored_name, owner_account_id, original_name, content_type, size_bytes, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      file.storedName,
      file.ownerAccountId,
      file.originalName,
      file.contentType,
      file.size,
      file.createdAt,
    ],
  );
}

export function findFile(db: Queryable, storedName: string): Promise<FileRow | null> {
  return queryOne<FileRow>(db, `select ${COLUMNS} from uploaded_files where stored_name = $1`, [
    storedName,
  ]);
}

/** The caller's own files among `storedNames`; someone else's are simply not found. */
export function findOwnFiles(
  db: Queryable,
  accountId: number,
  storedNames: readonly string[],
): Promise<FileRow[]> {
  return db.query<FileRow>(
    `select ${COLUMNS} from uploaded_files where owner_account_id = $1 and stored_name = any($2::text[])`,
    [accountId, storedNames],
  );
}

/** Whether a submitted feedback, a risk point or a customer signature refers to the file. */
export async function isFileInUse(db: Queryable, fileId: number): Promise<boolean> {
  const sql = `select 1 from feedback_images where file_id = $1
    union all select 1 from risk_point_images where file_id = $1
    union all select 1 from tasks where customer_sign_file_id = $1
    limit 1`;
  return (await queryOne(db, sql, [fileId])) !== null;
}

export async function deleteFileRow(db: Queryable, fileId: number): Promise<void> {
  await db.query('delete from uploaded_files where id = $1', [fileId]);
}
