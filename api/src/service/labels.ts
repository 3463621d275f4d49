import type {
  DeviceStatus,
  DeviceType,
  RiskStatus,
  StatusOption,
  TaskStatus,
} from '@pest-portal/shared/contract';
import { formatDateTime } from '../common/date-time';

/** Display names the API sends with codes (the select lists and the report use the same). */
export const TASK_STATUS_NAMES: Record<TaskStatus, string> = {
  pending: '待服务',
  inService: '服务中',
  waitSign: '待签字',
  finished: '已完成',
  cancelled: '已取消',
};

export const STATUS_OPTIONS: StatusOption[] = (Object.keys(TASK_STATUS_NAMES) as TaskStatus[]).map(
  (value) => ({
    value,
    label: TASK_STATUS_NAMES[value],
  }),
);

export const RISK_STATUS_NAMES: Record<RiskStatus, string> = {
  pending: '待整改',
  rectifying: '整改中',
  closed: '已关闭',
};

export const DEVICE_TYPE_NAMES: Record<DeviceType, string> = {
  bait_station: '鼠饵站',
  glue_board: '粘鼠板',
  fly_light: '灭蝇灯',
  mouse_trap: '捕鼠笼',
  insect_monitor: '昆虫监测器',
};

export const DEVICE_STATUS_NAMES: Record<DeviceStatus, string> = {
  normal: '正常',
  damaged: '损坏',
  missing: '丢失',
  replaced: '已更换',
};

/** A database time as the API shows it, null kept. */
export function time(value: Date | string | null): string | null {
  if (value === null) return null;
  return formatDateTime(value instanceof Date ? value : new Date(value));
}

/** A stored image path (see 010_service.sql) as a URL under the API base. */
export function imageUrl(basePath: string, path: string): string;
export function imageUrl(basePath: string, path: string | null): string | null;
export function imageUrl(basePath: string, path: string | null): string | null {
  return path === null ? null : `${basePath}/${path}`;
}
