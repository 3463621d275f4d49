import type { PageQuery, TaskIdQuery } from '@pest-portal/shared/contract';
import { invalidField } from '../http/api-failure';
import { asRecord, type FieldErrors, type Raw, readInt, readString } from '../http/validation';

export const PAGE_SIZE_MAX = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** pageNum from 1 (default 1), pageSize 1-100 (default 10). */
export function readPage(body: Raw, errors: FieldErrors): PageQuery {
  const pageNum = body.pageNum === undefined ? 1 : readInt(body.pageNum);
  if (pageNum === undefined || pageNum < 1) errors.add('pageNum', '页码须为正整数');
  const pageSize = body.pageSize === undefined ? 10 : readInt(body.pageSize);
  if (pageSize === undefined || pageSize < 1 || pageSize > PAGE_SIZE_MAX)
    errors.add('pageSize', `每页条数须在1到${PAGE_SIZE_MAX}之间`);
  return { pageNum: pageNum ?? 1, pageSize: pageSize ?? 10 };
}

/** An optional positive id: absent, empty or null means not given. */
export function readOptionalId(body: Raw, field: string, errors: FieldErrors): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  const id = readInt(value);
  if (id === undefined || id < 1) errors.add(field, `${field} 须为正整数`);
  return id;
}

/** An optional `YYYY-MM-DD` that is a real date. */
export function readOptionalDate(
  body: Raw,
  field: string,
  errors: FieldErrors,
): string | undefined {
  const value = readString(body[field])?.trim();
  if (!value) return undefined;
  if (
    !DATE.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  ) {
    errors.add(field, '日期格式须为 YYYY-MM-DD');
    return undefined;
  }
  return value;
}

/** An optional value out of a fixed list. */
export function readOptionalEnum<T extends string>(
  body: Raw,
  field: string,
  allowed: readonly T[],
  errors: FieldErrors,
): T | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  const found = allowed.find((a) => a === value);
  if (!found) errors.add(field, `${field} 取值无效`);
  return found;
}

/** `{ taskId }` of every per-order call. */
export function parseTaskId(raw: unknown): TaskIdQuery {
  const taskId = readInt(asRecord(raw).taskId);
  if (taskId === undefined || taskId < 1) throw invalidField('taskId', '缺少工单编号 taskId');
  return { taskId };
}
