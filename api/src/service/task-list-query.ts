import type {
  Page,
  SortOrder,
  TaskSortField,
  TaskStatus,
  TaskSummary,
} from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import { TASK_STATUS_NAMES, time } from './labels';

export interface TaskQuery {
  /** The caller's customer: lets one index (customer, plan date) serve every scope in order. */
  customerId: number;
  members: readonly number[];
  statuses?: readonly TaskStatus[];
  startDate?: string;
  endDate?: string;
  taskTypeId?: number;
  orderNo?: string;
  sortField: TaskSortField;
  sortOrder: SortOrder;
  pageNum: number;
  pageSize: number;
}

// Whitelisted: a sort field never reaches SQL as text from the request.
const SORT_SQL: Record<TaskSortField, string> = {
  // Not null, so no NULLS clause: the (customer_id, plan_date desc, id desc) index gives the order.
  planDate: 't.plan_date',
  endTime: 't.end_time',
  orderNo: 't.order_no',
  status:
    "array_position(array['pending','inService','waitSign','finished','cancelled'], t.status)",
};

export const SUMMARY_SELECT = `
  select t.id, t.order_no as "orderNo", t.member_id as "memberId", m.name as "memberName", t.task_type_id as "taskTypeId",
         tt.name as "taskTypeName", t.status, to_char(t.plan_date, 'YYYY-MM-DD') as "planDate", t.start_time as "startTime",
         t.end_time as "endTime", te.name as "technicianName", t.address, c.score
    from tasks t
    join members m on m.id = t.member_id
    join task_types tt on tt.id = t.task_type_id
    join technicians te on te.id = t.technician_id
    left join task_comments c on c.task_id = t.id`;

export interface SummaryRow extends Omit<TaskSummary, 'statusName' | 'startTime' | 'endTime'> {
  startTime: Date | null;
  endTime: Date | null;
}

export function toSummary(row: SummaryRow): TaskSummary {
  return {
    ...row,
    statusName: TASK_STATUS_NAMES[row.status],
    startTime: time(row.startTime),
    endTime: time(row.endTime),
  };
}

function where(query: TaskQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [query.members, query.customerId];
  const clauses = ['t.member_id = any($1::int[])', 't.customer_id = $2'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (query.statuses?.length) add('t.status = any(?::text[])', query.statuses);
  if (query.startDate) add('t.plan_date >= ?::date', query.startDate);
  if (query.endDate) add('t.plan_date <= ?::date', query.endDate);
  if (query.taskTypeId !== undefined) add('t.task_type_id = ?', query.taskTypeId);
  // Order numbers are ASCII; escape LIKE's wildcards so they match literally.
  if (query.orderNo)
    add("t.order_no like ? escape '\\'", `%${query.orderNo.replace(/[\\%_]/g, '\\$&')}%`);
  return { sql: clauses.join(' and '), params };
}

/** One page of work orders in scope, filtered and sorted, with the total for the pager. */
export async function taskPage(db: Queryable, query: TaskQuery): Promise<Page<TaskSummary>> {
  const { sql, params } = where(query);
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  const nulls = query.sortField === 'endTime' ? ' nulls last' : '';
  const order = `${SORT_SQL[query.sortField]} ${direction}${nulls}, t.id ${direction}`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from tasks t where ${sql}`,
    params,
  );
  // Page over tasks alone, then join the names to that page's rows only.
  const page = `(select t.* from tasks t where ${sql} order by ${order} limit $${params.length + 1} offset $${params.length + 2}) t`;
  const rows = await db.query<SummaryRow>(
    `${SUMMARY_SELECT.replace('from tasks t', `from ${page}`)} order by ${order}`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return {
    list: rows.map(toSummary),
    total: count?.total ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
