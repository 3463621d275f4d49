import type { TaskComment, TaskSignature } from '@pest-portal/shared/contract';
import { queryOne, type Queryable } from '../db/db';
import { imageUrl, time } from './labels';

interface SignRow {
  path: string | null;
  name: string | null;
  at: Date | null;
}

const EMPTY: TaskSignature = { signUrl: null, signerName: null, signTime: null };

function toSignature(basePath: string, row: SignRow | null): TaskSignature {
  if (!row?.at) return EMPTY;
  return { signUrl: imageUrl(basePath, row.path), signerName: row.name, signTime: time(row.at) };
}

/** The technician's signature, shown once the visit is served (the report is then signed by them). */
export async function employeeSignature(
  db: Queryable,
  basePath: string,
  taskId: number,
): Promise<TaskSignature> {
  const row = await queryOne<SignRow>(
    db,
    `select te.sign_path as path, te.name, t.employee_signed_at as at from tasks t join technicians te on te.id = t.technician_id where t.id = $1`,
    [taskId],
  );
  return toSignature(basePath, row);
}

export async function customerSignature(
  db: Queryable,
  basePath: string,
  taskId: number,
): Promise<TaskSignature> {
  const row = await queryOne<SignRow>(
    db,
    'select customer_sign_path as path, customer_signer_name as name, customer_signed_at as at from tasks where id = $1',
    [taskId],
  );
  return toSignature(basePath, row);
}

export async function taskComment(db: Queryable, taskId: number): Promise<TaskComment | null> {
  const row = await queryOne<{ score: number; content: string; createdAt: Date }>(
    db,
    'select score, content, created_at as "createdAt" from task_comments where task_id = $1',
    [taskId],
  );
  return row
    ? { taskId, score: row.score, content: row.content, createTime: time(row.createdAt) ?? '' }
    : null;
}
