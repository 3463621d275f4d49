import type {
  DeviceRecord,
  DeviceRecordPage,
  DeviceRecordPageInput,
  PestTotal,
  RecordPhoto,
} from '@pest-portal/shared/contract/scanner';
import { queryOne, type Queryable } from '../db/db';
import { DEVICE_STATUS_NAMES, time } from '../service/labels';
import { workImages } from '../service/task-detail-query';

type RecordRow = Omit<DeviceRecord, 'checkedAt' | 'deviceStatusName'> & {
  checkedAt: Date;
  deviceId: number;
  remark: string | null;
};

const SELECT_RECORD = `select dc.id as "recordId", t.id as "taskId", t.order_no as "orderNo",
         tt.name as "taskTypeName", te.name as "technicianName", dc.checked_at as "checkedAt",
         dc.device_status as "deviceStatus", dc.device_id as "deviceId", dc.remark,
         coalesce((select sum(count) from device_check_pests where device_check_id = dc.id), 0)::int as "catchTotal"
    from device_checks dc join tasks t on t.id = dc.task_id
    join task_types tt on tt.id = t.task_type_id join technicians te on te.id = t.technician_id`;

function toRecord(row: RecordRow): DeviceRecord {
  return {
    recordId: row.recordId,
    taskId: row.taskId,
    orderNo: row.orderNo,
    taskTypeName: row.taskTypeName,
    technicianName: row.technicianName,
    checkedAt: time(row.checkedAt) ?? '',
    deviceStatus: row.deviceStatus,
    deviceStatusName: DEVICE_STATUS_NAMES[row.deviceStatus],
    catchTotal: row.catchTotal,
  };
}

/** The device's checks, newest first. */
export async function deviceRecordPage(
  db: Queryable,
  input: DeviceRecordPageInput,
): Promise<DeviceRecordPage> {
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from device_checks where device_id = $1',
    [input.deviceId],
  );
  const rows = await db.query<RecordRow>(
    `${SELECT_RECORD} where dc.device_id = $1 order by dc.checked_at desc, dc.id desc limit $2 offset $3`,
    [input.deviceId, input.pageSize, (input.pageNum - 1) * input.pageSize],
  );
  return {
    list: rows.map(toRecord),
    total: count?.total ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

export interface RecordInFull {
  record: DeviceRecord;
  deviceId: number;
  remark: string | null;
}

export async function recordById(db: Queryable, recordId: number): Promise<RecordInFull | null> {
  const row = await queryOne<RecordRow>(db, `${SELECT_RECORD} where dc.id = $1`, [recordId]);
  return row && { record: toRecord(row), deviceId: row.deviceId, remark: row.remark };
}

export function recordPests(db: Queryable, recordId: number): Promise<PestTotal[]> {
  return db.query<PestTotal>(
    `select p.id as "pestId", p.name as "pestName", dcp.count
       from device_check_pests dcp join pests p on p.id = dcp.pest_id
      where dcp.device_check_id = $1 order by p.sort, p.id`,
    [recordId],
  );
}

/** The photos the technician took on the visit of this check (the visit's work images). */
export async function visitPhotos(
  db: Queryable,
  basePath: string,
  taskId: number,
): Promise<RecordPhoto[]> {
  const images = await workImages(db, basePath, taskId);
  return images.map((image) => ({ id: image.id, url: image.imageUrl, caption: image.caption }));
}
