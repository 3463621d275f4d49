import type { OrderSummary } from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import { monthRange, yearRange } from '../service/period';

/**
 * The five figures, in one scan of the scope's work orders. Each filter is the one of its
 * list in the service area (api/src/service/task-list-routes.ts, FIXED_LISTS), so a
 * figure is always the total its list shows; the test holds them together.
 */
export async function orderSummary(
  db: Queryable,
  customerId: number,
  members: readonly number[],
  now: Date,
): Promise<OrderSummary> {
  const month = monthRange(now);
  const year = yearRange(now);
  const [row] = await db.query<OrderSummary>(
    `select
       count(*) filter (where status = 'waitSign')::int as "waitSign",
       count(*) filter (where status in ('pending', 'inService') and plan_date between $3::date and $4::date)::int as "waitService",
       count(*) filter (where status in ('pending', 'inService') and plan_date between $5::date and $6::date)::int as "remaining",
       count(*) filter (where status <> 'cancelled' and plan_date between $5::date and $6::date)::int as "annualTotal",
       count(*) filter (where status = 'finished' and plan_date between $5::date and $6::date)::int as "completed"
     from tasks
     where member_id = any($1::int[]) and customer_id = $2`,
    [members, customerId, month.startDate, month.endDate, year.startDate, year.endDate],
  );
  return row ?? { waitSign: 0, waitService: 0, remaining: 0, annualTotal: 0, completed: 0 };
}
