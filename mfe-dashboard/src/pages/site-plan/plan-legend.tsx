import { Flex } from '@pest-portal/shared/antd';
import type { SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import {
  ABNORMAL_RING,
  ACTIVITY_LEVELS,
  HIGH_CATCHES_PER_CHECK,
  LEVEL_COLOURS,
  levelCounts,
  MARKER_GREY,
} from './activity-level';
import { useLevelLabel } from './use-level-label';

const SWATCH = {
  display: 'inline-block',
  width: 16,
  height: 16,
  borderRadius: 8,
  borderWidth: 2,
  borderStyle: 'solid',
  flex: 'none',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
} as const;

/** What each marker colour means, with how many devices of the plan have it. */
export function PlanLegend({ devices }: { devices: readonly SitePlanDevice[] }) {
  const t = useT();
  const levelLabel = useLevelLabel();
  const counts = levelCounts(devices);
  const abnormal = devices.filter((d) => d.abnormalCount > 0).length;
  return (
    <Flex
      component="ul"
      wrap
      gap="4px 16px"
      aria-label={t('dashboard.sitePlan.legend')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {ACTIVITY_LEVELS.map((level) => (
        <Flex component="li" key={level} gap={6} align="center">
          <span
            aria-hidden
            style={{
              ...SWATCH,
              background: LEVEL_COLOURS[level].background,
              borderColor: LEVEL_COLOURS[level].border,
            }}
          />
          <span>
            {levelLabel(level)}
            {level === 'high' && t('dashboard.sitePlan.highRule', { n: HIGH_CATCHES_PER_CHECK })} (
            {counts[level]})
          </span>
        </Flex>
      ))}
      <Flex component="li" gap={6} align="center">
        <span
          aria-hidden
          style={{
            ...SWATCH,
            borderColor: MARKER_GREY,
            outline: `2px dashed ${ABNORMAL_RING}`,
            outlineOffset: 1,
          }}
        />
        <span>
          {t('dashboard.sitePlan.abnormal')} ({abnormal})
        </span>
      </Flex>
    </Flex>
  );
}
