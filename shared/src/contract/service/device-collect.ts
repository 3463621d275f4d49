import { Type, type Static } from '@sinclair/typebox';
import {
  Count,
  DEVICE_TYPES,
  Id,
  Input,
  Nullable,
  OneOf,
  PAGE_INPUT,
  PageOf,
  Str,
  TimeText,
} from '../schema';

export { DEVICE_TYPES };
export const DeviceType = OneOf(DEVICE_TYPES);
export type DeviceType = Static<typeof DeviceType>;
export const DeviceStatus = OneOf(['normal', 'damaged', 'missing', 'replaced']);
export type DeviceStatus = Static<typeof DeviceStatus>;

export const PestCount = Type.Object({
  pestId: Type.Integer(),
  pestName: Str(),
  count: Count(),
});
export type PestCount = Static<typeof PestCount>;

/** One device checked on the visit, with what it caught. */
export const DeviceCheck = Type.Object({
  id: Type.Integer(),
  deviceId: Type.Integer(),
  deviceCode: Str(),
  deviceType: DeviceType,
  deviceTypeName: Str(),
  areaId: Type.Integer(),
  areaName: Str(),
  deviceStatus: DeviceStatus,
  deviceStatusName: Str(),
  checkedAt: TimeText(),
  remark: Nullable(Str()),
  pests: Type.Array(PestCount),
  pestTotal: Count(),
});
export type DeviceCheck = Static<typeof DeviceCheck>;

export const DeviceCollectsRequest = Input({
  ...PAGE_INPUT,
  taskId: Id(),
  areaId: Type.Optional(Id()),
});
export type DeviceCollectsRequest = Static<typeof DeviceCollectsRequest>;

export const AreaPestTotal = Type.Object({
  areaId: Type.Integer(),
  areaName: Str(),
  deviceCount: Count(),
  pestTotal: Count(),
});
export type AreaPestTotal = Static<typeof AreaPestTotal>;

/** A page of checked devices, and the visit's totals per pest and per area (over all devices). */
export const DeviceCollects = Type.Composite([
  PageOf(DeviceCheck),
  Type.Object({ pestTotals: Type.Array(PestCount), areaTotals: Type.Array(AreaPestTotal) }),
]);
export type DeviceCollects = Static<typeof DeviceCollects>;
