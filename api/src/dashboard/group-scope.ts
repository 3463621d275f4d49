import { bounds, type HomeScope } from './home-scope';
import { inPeriodBuckets, periodBuckets } from './period-buckets';

/** The group home's scope: the home scope's companies and period, maybe one provider branch. */
export interface GroupScope extends Omit<HomeScope, 'areaId'> {
  pcoId?: number;
}

/** $1 members, $2 customer, $3/$4 the period's instants, $5 the branch or null. */
export function groupParams(scope: GroupScope): unknown[] {
  return [scope.members, scope.customerId, ...bounds(scope.period), scope.pcoId ?? null];
}

/** $1 members, $2 customer, $3 the branch or null, $4-$9 the period's buckets: servedVisits(3). */
export function visitParams(scope: GroupScope): unknown[] {
  return [scope.members, scope.customerId, scope.pcoId ?? null, ...periodBuckets(scope.period)];
}

/**
 * The visits served in the period (report ready or signed), as a CTE named `v` of
 * `served_visit_counts` rows (migration 055): bucket, score (the rating, 0 when not
 * rated) and visits, the number of such visits. Reading the work orders and their ratings
 * took 36-51 ms for a headquarters' year at PP_SEED_SCALE=200. $1 members, $2 customer,
 * $`branch` the branch or null, the period's six bucket dates right after it.
 */
export const servedVisits = (branch: number) => `v as (
  select s.bucket, s.score, s.visits from served_visit_counts s
   where s.member_id = any($1::int[]) and s.customer_id = $2
     and ($${branch}::int is null or s.pco_id = $${branch}::int)
     and ${inPeriodBuckets('s', branch + 1)})`;

/** The risks found in the period; with a branch, only those found on its visits. */
export const PERIOD_RISKS = `pr as (
  select r.* from risk_points r left join tasks t on t.id = r.task_id
   where r.member_id = any($1::int[]) and r.customer_id = $2
     and r.created_at >= $3::timestamptz and r.created_at < $4::timestamptz
     and ($5::int is null or t.pco_id = $5::int))`;
