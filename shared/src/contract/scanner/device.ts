import { Type, type Static } from '@sinclair/typebox';
import { QRCODE_MAX_LENGTH } from './qrcode-payload';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const DeviceTypeCode = Type.Union([
  Type.Literal('bait_station'),
  Type.Literal('glue_board'),
  Type.Literal('fly_light'),
  Type.Literal('mouse_trap'),
  Type.Literal('insect_monitor'),
]);
const DeviceStatusCode = Type.Union([
  Type.Literal('normal'),
  Type.Literal('damaged'),
  Type.Literal('missing'),
  Type.Literal('replaced'),
]);
/** YYYY-MM-DD HH:mm, as every time of the API. */
const Time = Type.String({ maxLength: 32 });

export const QrcodeInfoInput = Type.Object(
  { qrcode: Type.String({ minLength: 1, maxLength: QRCODE_MAX_LENGTH }) },
  { additionalProperties: false },
);

/** The device a QR label stands for: what and where it is. */
export const QrcodeDevice = Type.Object({
  deviceId: Id,
  deviceCode: Type.String({ maxLength: QRCODE_MAX_LENGTH }),
  deviceType: DeviceTypeCode,
  deviceTypeName: Type.String({ maxLength: 50 }),
  areaId: Id,
  areaName: Type.String({ maxLength: 100 }),
  memberId: Id,
  memberName: Type.String({ maxLength: 200 }),
});
export type QrcodeDevice = Static<typeof QrcodeDevice>;

export const DeviceIdInput = Type.Object({ deviceId: Id }, { additionalProperties: false });
export type DeviceIdInput = Static<typeof DeviceIdInput>;

export const PestTotal = Type.Object({
  pestId: Id,
  pestName: Type.String({ maxLength: 100 }),
  count: Type.Integer({ minimum: 0 }),
});
export type PestTotal = Static<typeof PestTotal>;

/** The device's whole service history summed up. */
export const DeviceStatistics = Type.Object({
  checkCount: Type.Integer({ minimum: 0 }),
  catchTotal: Type.Integer({ minimum: 0 }),
  /** Checks that found the device damaged, missing or replaced. */
  abnormalCount: Type.Integer({ minimum: 0 }),
  firstCheckedAt: Type.Union([Time, Type.Null()]),
  lastCheckedAt: Type.Union([Time, Type.Null()]),
  pests: Type.Array(PestTotal),
});
export type DeviceStatistics = Static<typeof DeviceStatistics>;

export const DeviceRecordPageInput = Type.Object(
  {
    deviceId: Id,
    pageNum: Type.Integer({ minimum: 1, maximum: 100000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type DeviceRecordPageInput = Static<typeof DeviceRecordPageInput>;

/** One check of the device on one visit. */
export const DeviceRecord = Type.Object({
  recordId: Id,
  taskId: Id,
  orderNo: Type.String({ maxLength: 64 }),
  taskTypeName: Type.String({ maxLength: 100 }),
  technicianName: Type.String({ maxLength: 100 }),
  checkedAt: Time,
  deviceStatus: DeviceStatusCode,
  deviceStatusName: Type.String({ maxLength: 50 }),
  catchTotal: Type.Integer({ minimum: 0 }),
});
export type DeviceRecord = Static<typeof DeviceRecord>;

export const DeviceRecordPage = Type.Object({
  list: Type.Array(DeviceRecord),
  total: Type.Integer({ minimum: 0 }),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type DeviceRecordPage = Static<typeof DeviceRecordPage>;

export const DeviceRecordDetailInput = Type.Object(
  { recordId: Id },
  { additionalProperties: false },
);
export type DeviceRecordDetailInput = Static<typeof DeviceRecordDetailInput>;

export const RecordPhoto = Type.Object({
  id: Id,
  url: Type.String({ maxLength: 500 }),
  caption: Type.String({ maxLength: 200 }),
});
export type RecordPhoto = Static<typeof RecordPhoto>;

/** One check in full: the record, its remark, what it caught and the visit's photos. */
export const DeviceRecordDetail = Type.Object({
  record: DeviceRecord,
  device: QrcodeDevice,
  remark: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  pests: Type.Array(PestTotal),
  photos: Type.Array(RecordPhoto),
});
export type DeviceRecordDetail = Static<typeof DeviceRecordDetail>;
