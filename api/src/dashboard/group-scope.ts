import { bounds, type HomeScope } from './home-scope';

/** The group home's scope: the home scope's companies and period, maybe one provider branch. */
export interface GroupScope extends Omit<HomeScope, 'areaId'> {
  pcoId?: number;
}

/** $1 members, $2 customer, $3/$4 the period's instants, $5 the branch or null. */
export function groupParams(scope: GroupScope): unknown[] {
  return [scope.members, scope.customerId, ...bounds(scope.period), scope.pcoId ?? null];
}

/** The visits served in the period (report ready or signed), as a CTE named `v`. */
export const SERVED_VISITS = `v as (
  select t.id, t.end_time from tasks t
   where t.member_id = any($1::int[]) and t.customer_id = $2
     and t.status in ('waitSign', 'finished')
     and t.end_time >= $3::timestamptz and t.end_time < $4::timestamptz
     and ($5::int is null or t.pco_id = $5::int))`;

/** The risks found in the period; with a branch, only those found on its visits. */
export const PERIOD_RISKS = `pr as (
  select r.* from risk_points r left join tasks t on t.id = r.task_id
   where r.member_id = any($1::int[]) and r.customer_id = $2
     and r.created_at >= $3::timestamptz and r.created_at < $4::timestamptz
     and ($5::int is null or t.pco_id = $5::int))`;
