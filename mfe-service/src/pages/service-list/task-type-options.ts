import type { SelectOption, TaskTypeCount } from '@pest-portal/shared/contract/service';

/**
 * The service types the company has in its plan, from taskTypeCountPage's rows (one per
 * member and type): the API has no type list of its own, and this one offers only types
 * that can match something.
 */
export function taskTypeOptions(rows: TaskTypeCount[]): SelectOption[] {
  const seen = new Map<number, string>();
  for (const row of rows) if (!seen.has(row.taskTypeId)) seen.set(row.taskTypeId, row.taskTypeName);
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.value - b.value);
}
