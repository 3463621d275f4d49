import type { AuthContext } from '../auth/auth-context';
import { queryOne, type Queryable } from '../db/db';
import { notFound } from '../http/api-failure';

export const FILE_NOT_FOUND = '文件不存在';

export interface StoredFile {
  fileName: string;
  contentType: string;
  body: Buffer;
  previewType: string | null;
  preview: Buffer | null;
}

/**
 * A file of the caller's customer, or 文件不存在: another customer's file is not found
 * (its existence is not theirs to learn). Qualification files are the provider's
 * documents for the whole customer, so every company of the customer sees them.
 */
export async function visibleFile(
  db: Queryable,
  auth: AuthContext,
  fileId: number,
): Promise<StoredFile> {
  const file = await queryOne<StoredFile & { customerId: number }>(
    db,
    `select customer_id as "customerId", file_name as "fileName", content_type as "contentType",
            body, preview_type as "previewType", preview
       from qualification_files where id = $1`,
    [fileId],
  );
  if (!file || file.customerId !== auth.customerId) throw notFound(FILE_NOT_FOUND);
  return file;
}
