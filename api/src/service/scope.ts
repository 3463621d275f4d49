import type { TaskStatus } from '@pest-portal/shared/contract';
import type { AuthContext } from '../auth/auth-context';
import { queryOne, type Queryable } from '../db/db';
import { forbidden, notFound } from '../http/api-failure';
import { subtreeIds } from '../members/member-scope';

/**
 * The members a call covers: the current company (mid) and its sub-companies, or, when
 * the caller names a member, that member's subtree, which must lie within the first.
 */
export function memberScope(auth: AuthContext, memberId?: number): number[] {
  if (memberId === undefined) return auth.midScope;
  if (!auth.midScope.includes(memberId)) throw forbidden();
  return subtreeIds(auth.members, memberId);
}

export interface TaskRef {
  id: number;
  customerId: number;
  memberId: number;
  status: TaskStatus;
  orderNo: string;
}

export const TASK_NOT_FOUND = '工单不存在';

/**
 * A work order the caller may see, or a refusal: another customer's order is simply
 * not found (its existence is not theirs to learn), one of the same customer outside
 * the current company is forbidden.
 */
export async function visibleTask(
  db: Queryable,
  auth: AuthContext,
  taskId: number,
  lock = false,
): Promise<TaskRef> {
  const task = await queryOne<TaskRef>(
    db,
    `select id, customer_id as "customerId", member_id as "memberId", status, order_no as "orderNo" from tasks where id = $1${lock ? ' for update' : ''}`,
    [taskId],
  );
  if (!task || task.customerId !== auth.customerId) throw notFound(TASK_NOT_FOUND);
  if (!auth.midScope.includes(task.memberId)) throw forbidden('无权查看该工单');
  return task;
}
