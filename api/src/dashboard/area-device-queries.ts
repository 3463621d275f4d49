import type { AreaDeviceRow, AreaOption } from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import type { HomeScope } from './home-scope';
import { bucketRanges, periodBuckets } from './period-buckets';

/**
 * Devices per area, and how many of them caught at least one pest in the period: a device
 * with a row in the catch summary (migration 055) in one of the period's three ranges, each
 * looked up in the summary's device index (one `exists` with the ranges or-ed would read
 * all the device's rows). The device's checks themselves would be read until one with a
 * catch: all of a quiet device's.
 */
export async function areaDeviceCount(db: Queryable, scope: HomeScope): Promise<AreaDeviceRow[]> {
  const caught = bucketRanges('s', 4)
    .map(
      (range) => `exists (select 1 from pest_catch_counts s where s.device_id = d.id and ${range})`,
    )
    .join(' or ');
  return db.query<AreaDeviceRow>(
    `select a.id as "areaId", a.name as "areaName", count(d.id)::int as "deviceCount",
            count(d.id) filter (where ${caught})::int as "activeCount"
       from service_areas a
       left join devices d on d.area_id = a.id
      where a.member_id = any($1::int[]) and a.customer_id = $2 and ($3::int is null or a.id = $3::int)
      group by a.id, a.name
      order by a.id`,
    [scope.members, scope.customerId, scope.areaId ?? null, ...periodBuckets(scope.period)],
  );
}

/** The areas of the caller's companies, for the area filter. */
export async function areaOptions(
  db: Queryable,
  customerId: number,
  members: readonly number[],
): Promise<AreaOption[]> {
  return db.query<AreaOption>(
    `select a.id as "areaId", a.name as "areaName", m.id as "memberId", m.name as "memberName",
            (select count(*) from devices d where d.area_id = a.id)::int as "deviceCount"
       from service_areas a join members m on m.id = a.member_id
      where a.member_id = any($1::int[]) and a.customer_id = $2
      order by m.id, a.id`,
    [members, customerId],
  );
}
