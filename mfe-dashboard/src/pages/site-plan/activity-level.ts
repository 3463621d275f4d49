import type { SitePlanDevice } from '@pest-portal/shared/contract/dashboard';

/** How busy a device was in the period, as its marker's colour says. */
export type ActivityLevel = 'unchecked' | 'clear' | 'low' | 'high';

export const ACTIVITY_LEVELS: readonly ActivityLevel[] = ['unchecked', 'clear', 'low', 'high'];

/**
 * Catches per check at which a device counts as busy. Per check rather than in total, so
 * a month and a year read alike. Six: over the seeded year a device catches about four
 * on an average check, so about one in four stands out (the rising rodent site's do).
 */
export const HIGH_CATCHES_PER_CHECK = 6;

type Activity = Pick<SitePlanDevice, 'checkCount' | 'catchTotal'>;

/**
 * - unchecked: not checked in the period (nothing is known);
 * - clear: checked, nothing caught;
 * - low: caught something, under HIGH_CATCHES_PER_CHECK a check on average;
 * - high: that or more.
 */
export function activityLevel({ checkCount, catchTotal }: Activity): ActivityLevel {
  if (checkCount === 0) return 'unchecked';
  if (catchTotal === 0) return 'clear';
  return catchTotal / checkCount >= HIGH_CATCHES_PER_CHECK ? 'high' : 'low';
}

/** A device found damaged, missing or replaced in the period: its marker is ringed. */
export const isAbnormal = (device: Pick<SitePlanDevice, 'abnormalCount'>) =>
  device.abnormalCount > 0;

export interface MarkerColours {
  background: string;
  color: string;
  border: string;
}

/**
 * The marker of each level, from the theme's hues only (shared/src/ui/theme.ts: the brand
 * green, the warning orange, the error red, greys), each label at 4.5:1 or more on its fill.
 */
export const LEVEL_COLOURS: Record<ActivityLevel, MarkerColours> = {
  unchecked: { background: '#ffffff', color: 'rgba(0, 0, 0, 0.88)', border: '#8c8c8c' },
  clear: { background: '#12805c', color: '#ffffff', border: '#0b5c41' },
  low: { background: '#ffd591', color: '#873800', border: '#d46b08' },
  high: { background: '#cf1322', color: '#ffffff', border: '#a8071a' },
};

/** How many devices of each level: the legend's counts. */
export function levelCounts(devices: readonly Activity[]): Record<ActivityLevel, number> {
  const counts: Record<ActivityLevel, number> = { unchecked: 0, clear: 0, low: 0, high: 0 };
  for (const device of devices) counts[activityLevel(device)] += 1;
  return counts;
}

/** The short number printed on a marker: the label's serial (D12-004 → 004). */
export function markerText(deviceCode: string): string {
  const tail = deviceCode.split('-').pop() ?? deviceCode;
  return tail.length > 0 && tail.length <= 4 ? tail : deviceCode.slice(-4);
}
