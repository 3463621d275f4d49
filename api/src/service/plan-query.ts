import type {
  OrganizationNode,
  Page,
  PlanCounts,
  TaskTypeCount,
} from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import type { MemberRow } from '../members/member-scope';

export interface PlanFilter {
  members: readonly number[];
  startDate: string;
  endDate: string;
  taskTypeId?: number;
}

const COUNTS = `count(*) filter (where t.status <> 'cancelled')::int as planned,
  count(*) filter (where t.status in ('waitSign', 'finished'))::int as served,
  count(*) filter (where t.status = 'finished')::int as finished`;

function where(f: PlanFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.members, f.startDate, f.endDate];
  let sql = 't.member_id = any($1::int[]) and t.plan_date between $2::date and $3::date';
  if (f.taskTypeId !== undefined) sql += ` and t.task_type_id = $${params.push(f.taskTypeId)}`;
  return { sql, params };
}

export const rate = (finished: number, planned: number) =>
  planned ? Math.round((finished / planned) * 10000) / 10000 : 0;

type Counts = Omit<PlanCounts, 'completionRate'>;

/** The company tree under `rootId`, each node counting its own visits and its sub-companies'. */
export async function organizationTree(
  db: Queryable,
  members: readonly MemberRow[],
  rootId: number,
  f: PlanFilter,
): Promise<OrganizationNode[]> {
  const { sql, params } = where(f);
  const rows = await db.query<Counts & { memberId: number }>(
    `select t.member_id as "memberId", ${COUNTS} from tasks t where ${sql} group by t.member_id`,
    params,
  );
  const own = new Map(rows.map((r) => [r.memberId, r]));
  const inScope = new Set(f.members);
  const node = (m: MemberRow): OrganizationNode => {
    const children = members
      .filter((c) => c.parentId === m.id && c.id !== m.id && inScope.has(c.id))
      .map(node);
    const mine = own.get(m.id) ?? { planned: 0, served: 0, finished: 0 };
    const sum = (key: keyof Counts) => children.reduce((total, c) => total + c[key], mine[key]);
    const planned = sum('planned');
    const finished = sum('finished');
    return {
      memberId: m.id,
      memberName: m.name,
      isHq: m.isHq,
      planned,
      served: sum('served'),
      finished,
      completionRate: rate(finished, planned),
      children,
    };
  };
  const root = members.find((m) => m.id === rootId);
  return root ? [node(root)] : [];
}

/** Plan counts per member company and service type, members in the company list's order. */
export async function taskTypeCounts(
  db: Queryable,
  f: PlanFilter,
  pageNum: number,
  pageSize: number,
): Promise<Page<TaskTypeCount>> {
  const { sql, params } = where(f);
  const grouped = `select t.member_id, t.task_type_id, ${COUNTS} from tasks t where ${sql} group by t.member_id, t.task_type_id`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from (${grouped}) g`,
    params,
  );
  const rows = await db.query<Counts & Omit<TaskTypeCount, 'completionRate' | keyof Counts>>(
    `select g.member_id as "memberId", m.name as "memberName", g.task_type_id as "taskTypeId", tt.name as "taskTypeName",
            g.planned, g.served, g.finished
       from (${grouped}) g join members m on m.id = g.member_id join task_types tt on tt.id = g.task_type_id
      order by array_position($1::int[], g.member_id), tt.sort, g.task_type_id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  return {
    list: rows.map((r) => ({ ...r, completionRate: rate(r.finished, r.planned) })),
    total: count?.total ?? 0,
    pageNum,
    pageSize,
  };
}
