import {
  DEVICE_TYPES,
  type DeviceType,
  type DeviceTypeOption,
  type InputPest,
  type TrendDevice,
  type TrendRow,
  type TrendUnit,
} from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/api-failure';
import type { Period } from './home-period';
import { bounds, type HomeScope } from './home-scope';
import { catches } from './pest-queries';

/** The caller's companies: every device query is limited to them. */
export interface DeviceScope {
  customerId: number;
  members: readonly number[];
}

/** The kinds of device the caller's companies have, most devices first (the page opens on the first). */
export async function deviceTypes(db: Queryable, scope: DeviceScope): Promise<DeviceTypeOption[]> {
  return db.query<DeviceTypeOption>(
    `select device_type as "deviceType", count(*)::int as "deviceCount"
       from devices where member_id = any($1::int[]) and customer_id = $2
      group by device_type
      order by count(*) desc, array_position($3::text[], device_type)`,
    [scope.members, scope.customerId, DEVICE_TYPES],
  );
}

/** The caller's devices (of one kind, or all), by company, area and label. */
export async function trendDevices(
  db: Queryable,
  scope: DeviceScope,
  deviceType: DeviceType | undefined,
): Promise<TrendDevice[]> {
  return db.query<TrendDevice>(
    `select d.id as "deviceId", d.code as "deviceCode", d.device_type as "deviceType",
            a.name as "areaName", m.name as "memberName"
       from devices d
       join service_areas a on a.id = d.area_id
       join members m on m.id = d.member_id
      where d.member_id = any($1::int[]) and d.customer_id = $2
        and ($3::text is null or d.device_type = $3::text)
      order by m.id, a.id, d.code`,
    [scope.members, scope.customerId, deviceType ?? null],
  );
}

/** The pests recorded on the caller's devices in the period (and area), in their usual order. */
export async function inputPests(db: Queryable, scope: HomeScope): Promise<InputPest[]> {
  const { sql, params } = catches(scope);
  return db.query<InputPest>(
    `select p.id as "pestId", p.name as "pestName"
       from pests p
      where p.id in (select s.pest_id ${sql})
      order by p.sort, p.id`,
    params,
  );
}

/** Every named device must be one of the caller's: naming any other is refused. */
export async function checkDevices(
  db: Queryable,
  scope: DeviceScope,
  deviceIds: readonly number[],
): Promise<number[]> {
  const ids = [...new Set(deviceIds)];
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from devices
      where id = any($1::int[]) and member_id = any($2::int[]) and customer_id = $3`,
    [ids, scope.members, scope.customerId],
  );
  if ((rows[0]?.n ?? 0) !== ids.length) throw forbidden('无权查看该设备的数据');
  return ids;
}

export interface TrendQuery {
  deviceIds: readonly number[];
  period: Period;
  unit: TrendUnit;
  pestId?: number;
}

/** China-time local timestamp of a check: the day, week and month it falls in. */
const LOCAL = `((dc.checked_at at time zone 'UTC') + interval '8 hours')`;

/**
 * Checks and catches per device and bucket (day, ISO week from Monday, month), each
 * bucket named by its first day, the first one clipped to the period's start. A check
 * that caught nothing counts as a check with 0, so "checked, quiet" differs from "not
 * checked". $1 devices (already checked to be the caller's), $2/$3 the period's instants.
 */
export async function deviceTrends(db: Queryable, query: TrendQuery): Promise<TrendRow[]> {
  return db.query<TrendRow>(
    `select dc.device_id as "deviceId",
            to_char(greatest(date_trunc($4, ${LOCAL}), $5::date::timestamp), 'YYYY-MM-DD') as bucket,
            count(distinct dc.id)::int as checks,
            coalesce(sum(dcp.count), 0)::int as count
       from device_checks dc
       left join device_check_pests dcp on dcp.device_check_id = dc.id
                                        and ($6::int is null or dcp.pest_id = $6::int)
      where dc.device_id = any($1::int[])
        and dc.checked_at >= $2::timestamptz and dc.checked_at < $3::timestamptz
      group by 1, 2
      order by 2, 1`,
    [
      query.deviceIds,
      ...bounds(query.period),
      query.unit,
      query.period.startDate,
      query.pestId ?? null,
    ],
  );
}
