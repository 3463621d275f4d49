import { Empty, Typography } from '@pest-portal/shared/antd';
import { TAG_TONES } from '@pest-portal/shared';
import type { SitePlan, SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import { PlanMarker } from './plan-marker';

interface PlanViewProps {
  plan: SitePlan;
  onOpen: (device: SitePlanDevice) => void;
}

/**
 * The floor plan with its devices on it. The image takes the card's width and keeps its
 * aspect ratio (the box is sized from the plan's own width and height, so nothing jumps
 * while it loads); markers are placed in percentages of that box and scale with it.
 */
export function PlanView({ plan, onOpen }: PlanViewProps) {
  const t = useT();
  const image = plan.area.plan;
  if (!image) return <Empty description={t('dashboard.sitePlan.noPlan')} />;
  const placed = plan.devices.filter((d) => d.x !== null && d.y !== null);
  const unplaced = plan.devices.length - placed.length;
  return (
    <div className="pp-site-plan-figure">
      <div
        style={{
          position: 'relative',
          width: '100%',
          maxWidth: image.width,
          aspectRatio: `${image.width} / ${image.height}`,
          border: `1px solid ${TAG_TONES.neutral.borderColor}`,
        }}
      >
        <img
          src={image.url}
          alt={`${plan.area.areaName} ${t('dashboard.sitePlan.title')}`}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
        {placed.map((device) => (
          <PlanMarker key={device.deviceId} device={device} onOpen={onOpen} />
        ))}
      </div>
      {unplaced > 0 && (
        <Typography.Text type="secondary">
          {t('dashboard.sitePlan.unplaced', { count: unplaced })}
        </Typography.Text>
      )}
    </div>
  );
}
