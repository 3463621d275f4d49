import dayjs from 'dayjs';
import {
  DEVICE_TYPES,
  MAX_DAY_UNIT_DAYS,
  MAX_TREND_DEVICES,
  TREND_UNITS,
  type DeviceType,
  type DeviceTypeOption,
  type TrendDevice,
  type TrendInput,
  type TrendUnit,
} from '@pest-portal/shared/contract/dashboard';
import type { Period } from '../../filters/period-pickers';
import { idFromSearch, periodFromSearch } from '../home/home-range';

/** How many devices the page draws before the user picks: enough to compare, few enough to read. */
export const DEFAULT_DEVICE_COUNT = 5;

/**
 * What the data trend page shows, kept in the address so a reload or a shared link keeps
 * it. The type and devices may be unset: the page then takes the first kind and its
 * first devices (`resolveType`, `resolveDevices`), so it opens on a chart, not a form.
 */
export interface TrendState extends Period {
  deviceType?: DeviceType;
  deviceIds: number[];
  unit: TrendUnit;
  pestId?: number;
  /** Draw the previous period of the same length beside this one. */
  compare: boolean;
}

export const daysIn = (period: Period) =>
  dayjs(period.endDate).diff(dayjs(period.startDate), 'day') + 1;

/** Whether the period may be counted day by day. */
export const dayUnitAllowed = (period: Period) => daysIn(period) <= MAX_DAY_UNIT_DAYS;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function trendStateFromSearch(search: URLSearchParams, today = dayjs()): TrendState {
  const period = periodFromSearch(search, today);
  const type = search.get('type');
  const unit = search.get('unit');
  const ids = (search.get('devices') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const state: TrendState = {
    startDate: period.startDate,
    endDate: period.endDate,
    deviceIds: [...new Set(ids)].slice(0, MAX_TREND_DEVICES),
    // A period too long for days falls back to weeks rather than reaching the API as a 400.
    unit: isOneOf(TREND_UNITS, unit) && (unit !== 'day' || dayUnitAllowed(period)) ? unit : 'month',
    compare: search.get('compare') === '1',
  };
  if (isOneOf(DEVICE_TYPES, type)) state.deviceType = type;
  const pestId = idFromSearch(search, 'pest');
  if (pestId) state.pestId = pestId;
  return state;
}

export function trendStateToSearch(state: TrendState): Record<string, string> {
  const out: Record<string, string> = {
    start: state.startDate,
    end: state.endDate,
    unit: state.unit,
  };
  if (state.deviceType) out.type = state.deviceType;
  if (state.deviceIds.length) out.devices = state.deviceIds.join(',');
  if (state.pestId) out.pest = String(state.pestId);
  if (state.compare) out.compare = '1';
  return out;
}

/** The kind shown: the chosen one, or the first the company has. */
export function resolveType(
  state: TrendState,
  types: readonly DeviceTypeOption[],
): DeviceType | undefined {
  return state.deviceType ?? types[0]?.deviceType;
}

/** The devices drawn: the chosen ones that are in the list, or the list's first few. */
export function resolveDevices(state: TrendState, devices: readonly TrendDevice[]): number[] {
  const known = new Set(devices.map((d) => d.deviceId));
  const chosen = state.deviceIds.filter((id) => known.has(id));
  if (chosen.length || state.deviceIds.length) return chosen;
  return devices.slice(0, DEFAULT_DEVICE_COUNT).map((d) => d.deviceId);
}

/** The period of the same length that ends the day before this one starts. */
export function previousPeriod(period: Period): Period {
  const start = dayjs(period.startDate);
  const end = start.subtract(1, 'day');
  return {
    startDate: end.subtract(daysIn(period) - 1, 'day').format('YYYY-MM-DD'),
    endDate: end.format('YYYY-MM-DD'),
  };
}

/** The trends request of these devices over a period (this one, or the previous). */
export function trendInput(state: TrendState, deviceIds: number[], period: Period): TrendInput {
  const input: TrendInput = {
    deviceIds,
    startDate: period.startDate,
    endDate: period.endDate,
    unit: state.unit,
  };
  if (state.pestId) input.pestId = state.pestId;
  return input;
}
