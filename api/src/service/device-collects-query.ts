import type {
  AreaPestTotal,
  DeviceCheck,
  DeviceCollects,
  DeviceCollectsRequest,
  PestCount,
} from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import { DEVICE_STATUS_NAMES, DEVICE_TYPE_NAMES, time } from './labels';

type CheckRow = Omit<DeviceCheck, 'deviceTypeName' | 'deviceStatusName' | 'checkedAt'> & {
  checkedAt: Date;
};

/**
 * The devices checked on a visit with their catches (a page, by area then code), and
 * the visit's totals per pest and per area over all of its devices.
 */
export async function deviceCollects(
  db: Queryable,
  input: DeviceCollectsRequest,
): Promise<DeviceCollects> {
  const params: unknown[] = [input.taskId];
  const areaClause =
    input.areaId === undefined ? '' : ` and d.area_id = $${params.push(input.areaId)}`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from device_checks dc join devices d on d.id = dc.device_id where dc.task_id = $1${areaClause}`,
    params,
  );
  const rows = await db.query<CheckRow>(
    `select dc.id, d.id as "deviceId", d.code as "deviceCode", d.device_type as "deviceType", a.id as "areaId", a.name as "areaName",
            dc.device_status as "deviceStatus", dc.checked_at as "checkedAt", dc.remark,
            coalesce(json_agg(json_build_object('pestId', p.id, 'pestName', p.name, 'count', dcp.count) order by p.sort)
                     filter (where p.id is not null), '[]') as pests,
            coalesce(sum(dcp.count), 0)::int as "pestTotal"
       from device_checks dc
       join devices d on d.id = dc.device_id
       join service_areas a on a.id = d.area_id
       left join device_check_pests dcp on dcp.device_check_id = dc.id
       left join pests p on p.id = dcp.pest_id
      where dc.task_id = $1${areaClause}
      group by dc.id, d.id, a.id
      order by a.name, d.code
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, input.pageSize, (input.pageNum - 1) * input.pageSize],
  );
  const pestTotals = await db.query<PestCount>(
    `select p.id as "pestId", p.name as "pestName", sum(dcp.count)::int as count
       from device_checks dc join device_check_pests dcp on dcp.device_check_id = dc.id join pests p on p.id = dcp.pest_id
      where dc.task_id = $1 group by p.id order by count desc, p.id`,
    [input.taskId],
  );
  const areaTotals = await db.query<AreaPestTotal>(
    `select a.id as "areaId", a.name as "areaName", count(distinct dc.id)::int as "deviceCount", coalesce(sum(dcp.count), 0)::int as "pestTotal"
       from device_checks dc join devices d on d.id = dc.device_id join service_areas a on a.id = d.area_id
       left join device_check_pests dcp on dcp.device_check_id = dc.id
      where dc.task_id = $1 group by a.id order by a.name`,
    [input.taskId],
  );
  const list = rows.map((r) => ({
    ...r,
    deviceTypeName: DEVICE_TYPE_NAMES[r.deviceType],
    deviceStatusName: DEVICE_STATUS_NAMES[r.deviceStatus],
    checkedAt: time(r.checkedAt) ?? '',
  }));
  return {
    list,
    total: count?.total ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    pestTotals,
    areaTotals,
  };
}
