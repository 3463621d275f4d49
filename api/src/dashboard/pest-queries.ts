import type {
  AreaPestRow,
  MonthPestRow,
  PestCountRow,
} from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import type { HomeScope } from './home-scope';
import { inPeriodBuckets, periodBuckets } from './period-buckets';

/**
 * The catches in scope: the caller's companies' catches in the period (and area), summed
 * per device, pest and China day or month in `pest_catch_counts` (migration 055: summing
 * the device checks themselves took 60-140 ms a request at PP_SEED_SCALE=200). Columns:
 * s.pest_id, s.bucket (a day, or a month's first day), s.count; d the device.
 * $1 members, $2 customer, $3 the area or null, $4-$9 the period's buckets.
 */
export function catches(scope: HomeScope): { sql: string; params: unknown[] } {
  return {
    sql: `from pest_catch_counts s
      join devices d on d.id = s.device_id
     where s.member_id = any($1::int[]) and s.customer_id = $2
       and ${inPeriodBuckets('s', 4)}
       and ($3::int is null or d.area_id = $3::int)`,
    params: [scope.members, scope.customerId, scope.areaId ?? null, ...periodBuckets(scope.period)],
  };
}

export async function monthPestCount(db: Queryable, scope: HomeScope): Promise<MonthPestRow[]> {
  const { sql, params } = catches(scope);
  return db.query<MonthPestRow>(
    `select c.month, p.id as "pestId", p.name as "pestName", c.count
       from (select to_char(s.bucket::timestamp, 'YYYY-MM') as month, s.pest_id, sum(s.count)::int as count
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
       from (select s.pest_id, sum(s.count)::int as count ${sql} group by 1) c
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
       left join (select d.area_id, sum(s.count)::int as count ${sql} group by 1) c on c.area_id = a.id
      where a.member_id = any($1::int[]) and a.customer_id = $2 and ($3::int is null or a.id = $3::int)
      order by count desc, a.id`,
    params,
  );
}
