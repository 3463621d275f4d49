import { useT } from '../../i18n';
import type { ActivityLevel } from './activity-level';

/** A level's name as the legend, the markers and the table say it. */
export function useLevelLabel(): (level: ActivityLevel) => string {
  const t = useT();
  return (level) => t(`dashboard.sitePlan.level.${level}`);
}
