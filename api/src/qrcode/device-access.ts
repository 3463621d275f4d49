import type { QrcodeDevice } from '@pest-portal/shared/contract/scanner';
import type { AuthContext } from '../auth/auth-context';
import { queryOne, type Queryable } from '../db/db';
import { forbidden, notFound } from '../http/api-failure';
import { DEVICE_TYPE_NAMES } from '../service/labels';

export const DEVICE_NOT_FOUND = '未找到该二维码对应的设备';
export const DEVICE_FORBIDDEN = '该设备不属于当前公司，请切换到设备所在的公司后再查看';

type DeviceRow = Omit<QrcodeDevice, 'deviceTypeName'> & { customerId: number };

const SELECT_DEVICE = `select d.id as "deviceId", d.code as "deviceCode", d.device_type as "deviceType",
         a.id as "areaId", a.name as "areaName", m.id as "memberId", m.name as "memberName",
         d.customer_id as "customerId"
    from devices d join service_areas a on a.id = d.area_id join members m on m.id = d.member_id`;

/**
 * A device the caller may see, or a refusal: no such device and another customer's
 * device are the same "not found" (its existence is not theirs to learn); a device of the
 * same customer outside the current company says to switch company.
 */
function visible(auth: AuthContext, row: DeviceRow | null): QrcodeDevice {
  if (!row || row.customerId !== auth.customerId) throw notFound(DEVICE_NOT_FOUND);
  if (!auth.midScope.includes(row.memberId)) throw forbidden(DEVICE_FORBIDDEN);
  const { customerId: _customer, ...device } = row;
  return { ...device, deviceTypeName: DEVICE_TYPE_NAMES[device.deviceType] };
}

export async function deviceByCode(
  db: Queryable,
  auth: AuthContext,
  code: string,
): Promise<QrcodeDevice> {
  return visible(auth, await queryOne<DeviceRow>(db, `${SELECT_DEVICE} where d.code = $1`, [code]));
}

export async function deviceById(
  db: Queryable,
  auth: AuthContext,
  deviceId: number,
): Promise<QrcodeDevice> {
  return visible(
    auth,
    await queryOne<DeviceRow>(db, `${SELECT_DEVICE} where d.id = $1`, [deviceId]),
  );
}
