import type { Page, PageQuery } from '../envelope';
import type { TimeString } from './task';

export const DEVICE_TYPES = [
  'bait_station',
  'glue_board',
  'fly_light',
  'mouse_trap',
  'insect_monitor',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export type DeviceStatus = 'normal' | 'damaged' | 'missing' | 'replaced';

export interface PestCount {
  pestId: number;
  pestName: string;
  count: number;
}

/** One device checked on the visit, with what it caught. */
export interface DeviceCheck {
  id: number;
  deviceId: number;
  deviceCode: string;
  deviceType: DeviceType;
  deviceTypeName: string;
  areaId: number;
  areaName: string;
  deviceStatus: DeviceStatus;
  deviceStatusName: string;
  checkedAt: TimeString;
  remark: string | null;
  pests: PestCount[];
  pestTotal: number;
}

export interface DeviceCollectsRequest extends PageQuery {
  taskId: number;
  areaId?: number;
}

export interface AreaPestTotal {
  areaId: number;
  areaName: string;
  deviceCount: number;
  pestTotal: number;
}

/** A page of checked devices, and the visit's totals per pest and per area (over all devices). */
export interface DeviceCollects extends Page<DeviceCheck> {
  pestTotals: PestCount[];
  areaTotals: AreaPestTotal[];
}
