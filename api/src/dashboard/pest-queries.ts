import type {
  AreaPestRow,
  MonthPestRow,
  PestCountRow,
} from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import { bounds, chinaMonth, type HomeScope } from './home-scope';

/**
 * The catches in scope: device checks of the caller's companies in the period (and area),
 * with their pests. $1 members, $2 customer, $3/$4 the period's instants, $5 the area or null.
 */
export function catches(scope: HomeScope): { sql: string; params: unknown[] } {
  return {
    sql: `from device_checks dc
      join device_check_pests dcp on dcp.device_check_id = dc.id
      join devices d on d.id = dc.device_id
     where dc.member_id = any($1::int[]) and dc.customer_id = $2
       and dc.checked_at >= $3::timestamptz and dc.checked_at < $4::timestamptz
       and ($5::int is null or d.area_id = $5::int)`,
    params: [scope.members, scope.customerId, ...bounds(scope.period), scope.areaId ?? null],
  };
}

export async function monthPestCount(db: Queryable, scope: HomeScope): Promise<MonthPestRow[]> {
  const { sql, params } = catches(scope);
  return db.query<MonthPestRow>(
    `select c.month, p.id as "pestId", p.name as "pestName", c.count
       from (select ${chinaMonth('dc.checked_at')} as month, dcp.pest_id, sum(dcp.count)::int as count
             ${sql} group by 1, 2) c
       join pests p on p.id = c.pest_id
      order by c.month, p.sort, p.id`,
    params,
  );
}

export async function pestCount(db: Queryable, scope: HomeScope): Promise<PestCountRow[]> {
  const { sql, params } = catches(scope);
  return db.query<PestCountRow>(
    `select p.id as "pestId", p.name as "pestName", c.count
       from (select dcp.pest_id, sum(dcp.count)::int as count ${sql} group by 1) c
       join pests p on p.id = c.pest_id
      order by c.count desc, p.sort, p.id`,
    params,
  );
}

/** Every area in scope, those without a catch at 0, so a quiet area is seen to be quiet. */
export async function areaPestCount(db: Queryable, scope: HomeScope): Promise<AreaPestRow[]> {
  const { sql, params } = catches(scope);
  return db.query<AreaPestRow>(
    `select a.id as "areaId", a.name as "areaName", coalesce(c.count, 0)::int as count
       from service_areas a
       left join (select d.area_id, sum(dcp.count)::int as count ${sql} group by 1) c on c.area_id = a.id
      where a.member_id = any($1::int[]) and a.customer_id = $2 and ($5::int is null or a.id = $5::int)
      order by count desc, a.id`,
    params,
  );
}
