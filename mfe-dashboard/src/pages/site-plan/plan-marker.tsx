import type { CSSProperties } from 'react';
import type { SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import {
  ABNORMAL_RING,
  activityLevel,
  isAbnormal,
  LEVEL_COLOURS,
  markerText,
} from './activity-level';
import { useLevelLabel } from './use-level-label';

interface PlanMarkerProps {
  device: SitePlanDevice;
  onOpen: (device: SitePlanDevice) => void;
}

const BASE: CSSProperties = {
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  minWidth: 30,
  height: 30,
  padding: '0 4px',
  borderRadius: 15,
  borderWidth: 2,
  borderStyle: 'solid',
  font: '600 12px/26px sans-serif',
  cursor: 'pointer',
  // Marker fills print as shown (browsers drop backgrounds by default).
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
};

/** The label a marker reads out: code, type, level, checks and catches, abnormal checks. */
export function useMarkerLabel(): (device: SitePlanDevice) => string {
  const t = useT();
  const levelLabel = useLevelLabel();
  return (device) =>
    t('dashboard.sitePlan.marker', {
      code: device.deviceCode,
      type: t(`dashboard.deviceType.${device.deviceType}`),
      level: levelLabel(activityLevel(device)),
      checks: device.checkCount,
      catches: device.catchTotal,
    }) +
    (isAbnormal(device)
      ? t('dashboard.sitePlan.markerAbnormal', { count: device.abnormalCount })
      : '');
}

/**
 * A device on the plan: a button at its place (percentages of the plan, so it scales
 * with the image), filled with its level's colour, its label's serial inside; a device
 * found abnormal gets a dark dashed ring, so it is told apart without colour too.
 */
export function PlanMarker({ device, onOpen }: PlanMarkerProps) {
  const label = useMarkerLabel();
  const colours = LEVEL_COLOURS[activityLevel(device)];
  const abnormal = isAbnormal(device);
  const style: CSSProperties = {
    ...BASE,
    left: `${(device.x ?? 0) * 100}%`,
    top: `${(device.y ?? 0) * 100}%`,
    background: colours.background,
    color: colours.color,
    borderColor: colours.border,
    outline: abnormal ? `3px dashed ${ABNORMAL_RING}` : undefined,
    outlineOffset: abnormal ? 2 : undefined,
    // A white halo keeps the marker legible on any floor plan's lines.
    boxShadow: '0 0 0 2px #ffffff',
  };
  const text = label(device);
  return (
    <button
      type="button"
      style={style}
      aria-label={text}
      title={text}
      onClick={() => onOpen(device)}
    >
      {markerText(device.deviceCode)}
    </button>
  );
}
