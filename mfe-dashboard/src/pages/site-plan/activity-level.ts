import { portalTheme, TAG_TONES } from '@pest-portal/shared';
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

const token = portalTheme.token;
const WHITE = '#ffffff';

/** A device not checked: its marker's ring, and the frame around the plan. */
export const MARKER_GREY = '#8c8c8c';
/** The dashed ring of a device found abnormal: the theme's text colour, told apart without colour. */
export const ABNORMAL_RING = TAG_TONES.neutral.color;

/**
 * The marker of each level, from the theme's hues only (shared/src/ui/theme.ts: the brand
 * green, the warning orange, the error red, greys), each label at 4.5:1 or more on its fill.
 */
export const LEVEL_COLOURS: Record<ActivityLevel, MarkerColours> = {
  unchecked: { background: WHITE, color: TAG_TONES.neutral.color, border: MARKER_GREY },
  clear: { background: token.colorPrimary, color: WHITE, border: token.colorInfoText },
  low: {
    background: TAG_TONES.warning.borderColor,
    color: token.colorWarningText,
    border: token.colorWarning,
  },
  high: { background: token.colorError, color: WHITE, border: TAG_TONES.error.color },
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
