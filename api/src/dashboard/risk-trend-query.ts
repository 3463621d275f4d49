import type { RiskTrendRow } from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import { bounds, chinaMonth, type HomeScope } from './home-scope';

/**
 * Risk points found per month in the period, and how many of those are closed now. Risk
 * points record a location in words, not an area, so the area filter does not narrow them.
 */
export async function riskTrend(db: Queryable, scope: HomeScope): Promise<RiskTrendRow[]> {
  return db.query<RiskTrendRow>(
    `select ${chinaMonth('created_at')} as month, count(*)::int as found,
            count(*) filter (where status = 'closed')::int as closed
       from risk_points
      where member_id = any($1::int[]) and customer_id = $2
        and created_at >= $3::timestamptz and created_at < $4::timestamptz
      group by 1 order by 1`,
    [scope.members, scope.customerId, ...bounds(scope.period)],
  );
}
