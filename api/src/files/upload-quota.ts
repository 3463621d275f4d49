import { UPLOAD_LIMITS } from '@pest-portal/shared/contract';
import type { Settings } from '@pest-portal/shared/build/settings.cjs';
import type { Db, Queryable } from '../db/db';
import { queryOne } from '../db/db';
import { invalidField } from '../http/api-failure';

export const TOO_MANY_FILES = '今日上传文件数已达上限，请明天再试';
export const TOO_MANY_BYTES = '今日上传总量已达上限，请明天再试';

/** The account's day, in China time like every date the portal shows. */
function dayOf(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

interface Usage {
  files: number;
  bytes: number;
}

function check(usage: Usage, limits: Settings['security']): void {
  if (usage.files > limits.uploadDailyFiles)
    throw invalidField(UPLOAD_LIMITS.field, TOO_MANY_FILES);
  if (usage.bytes > limits.uploadDailyBytes)
    throw invalidField(UPLOAD_LIMITS.field, TOO_MANY_BYTES);
}

/** Refuse before reading the body when the account has no room left today. */
export async function assertUploadRoom(
  db: Queryable,
  accountId: number,
  now: Date,
  limits: Settings['security'],
): Promise<void> {
  const usage = await queryOne<Usage>(
    db,
    'select files, bytes::float8 as bytes from upload_usage where account_id = $1 and day = $2',
    [accountId, dayOf(now)],
  );
  check({ files: (usage?.files ?? 0) + 1, bytes: usage?.bytes ?? 0 }, limits);
}

/**
 * Count one accepted file, in the caller's transaction: when it would pass a limit the
 * transaction is rolled back (nothing counted, nothing stored). Parallel uploads of one
 * account serialise on its row, so together they cannot pass the limit either.
 */
export async function countUpload(
  tx: Db,
  accountId: number,
  now: Date,
  size: number,
  limits: Settings['security'],
): Promise<void> {
  const usage = await queryOne<Usage>(
    tx,
    `insert into upload_usage (account_id, day, files, bytes) values ($1, $2, 1, $3)
     on conflict (account_id, day) do update
       set files = upload_usage.files + 1, bytes = upload_usage.bytes + excluded.bytes
     returning files, bytes::float8 as bytes`,
    [accountId, dayOf(now), size],
  );
  if (usage) check(usage, limits);
}
