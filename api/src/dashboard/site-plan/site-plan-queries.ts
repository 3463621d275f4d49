import type { SitePlanArea, SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../../db/db';
import { forbidden } from '../../http/api-failure';
import { time } from '../../service/labels';
import { bounds } from '../home-scope';
import type { Period } from '../home-period';

/** An area row before its plan's URL is made (the URL carries the caller's ticket). */
export interface AreaRow extends Omit<SitePlanArea, 'plan'> {
  planWidth: number | null;
  planHeight: number | null;
  /** Seconds since the epoch of the plan's last drawing: the URL's version. */
  planVersion: number | null;
}

const SELECT_AREAS = `select a.id as "areaId", a.name as "areaName", m.id as "memberId", m.name as "memberName",
         (select count(*) from devices d where d.area_id = a.id)::int as "deviceCount",
         p.width as "planWidth", p.height as "planHeight",
         floor(extract(epoch from p.updated_at))::int as "planVersion"
    from service_areas a join members m on m.id = a.member_id
    left join area_plans p on p.area_id = a.id`;

/** The areas of the given companies (a member company, or the current one and its sub-companies). */
export function areasOf(
  db: Queryable,
  customerId: number,
  members: readonly number[],
): Promise<AreaRow[]> {
  return db.query<AreaRow>(
    `${SELECT_AREAS} where a.member_id = any($1::int[]) and a.customer_id = $2 order by m.id, a.id`,
    [members, customerId],
  );
}

/**
 * One area of the caller's companies, or 403: another customer's area, or one outside
 * the current company, is refused the way the home charts refuse it (home-scope.ts).
 */
export async function areaOf(
  db: Queryable,
  customerId: number,
  members: readonly number[],
  areaId: number,
): Promise<AreaRow> {
  const [row] = await db.query<AreaRow>(
    `${SELECT_AREAS} where a.id = $1 and a.member_id = any($2::int[]) and a.customer_id = $3`,
    [areaId, members, customerId],
  );
  if (!row) throw forbidden('无权查看该区域的数据');
  return row;
}

type DeviceRow = Omit<SitePlanDevice, 'lastCheckedAt'> & { lastCheckedAt: Date | null };

/**
 * The area's devices by code, each with its place on the plan and what its checks in the
 * period recorded: how many checks, how many found pests, the catches, the checks that
 * found it damaged, missing or replaced, and the last one. A device not checked in the
 * period is listed with zeros.
 */
export async function areaDevices(
  db: Queryable,
  areaId: number,
  period: Period,
): Promise<SitePlanDevice[]> {
  const rows = await db.query<DeviceRow>(
    `select d.id as "deviceId", d.code as "deviceCode", d.device_type as "deviceType",
            d.plan_x as x, d.plan_y as y,
            count(dc.id)::int as "checkCount",
            count(dc.id) filter (where c.catches > 0)::int as "pestCheckCount",
            coalesce(sum(c.catches), 0)::int as "catchTotal",
            count(dc.id) filter (where dc.device_status <> 'normal')::int as "abnormalCount",
            max(dc.checked_at) as "lastCheckedAt"
       from devices d
       left join device_checks dc
         on dc.device_id = d.id and dc.checked_at >= $2::timestamptz and dc.checked_at < $3::timestamptz
       left join lateral (
         select coalesce(sum(dcp.count), 0) as catches from device_check_pests dcp where dcp.device_check_id = dc.id
       ) c on true
      where d.area_id = $1
      group by d.id
      order by d.code`,
    [areaId, ...bounds(period)],
  );
  return rows.map((row) => ({ ...row, lastCheckedAt: time(row.lastCheckedAt) }));
}
