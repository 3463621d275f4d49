import type { AreaDeviceRow, AreaOption } from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import { bounds, type HomeScope } from './home-scope';

/** Devices per area, and how many of them caught at least one pest in the period. */
export async function areaDeviceCount(db: Queryable, scope: HomeScope): Promise<AreaDeviceRow[]> {
  return db.query<AreaDeviceRow>(
    `select a.id as "areaId", a.name as "areaName", count(d.id)::int as "deviceCount",
            count(d.id) filter (where exists (
              select 1 from device_checks dc join device_check_pests dcp on dcp.device_check_id = dc.id
               where dc.device_id = d.id and dc.checked_at >= $3::timestamptz and dc.checked_at < $4::timestamptz
            ))::int as "activeCount"
       from service_areas a
       left join devices d on d.area_id = a.id
      where a.member_id = any($1::int[]) and a.customer_id = $2 and ($5::int is null or a.id = $5::int)
      group by a.id, a.name
      order by a.id`,
    [scope.members, scope.customerId, ...bounds(scope.period), scope.areaId ?? null],
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
