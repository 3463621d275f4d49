import { Button, Flex, Typography } from '@pest-portal/shared/antd';
import { ItemList } from '@pest-portal/shared/ui';
import type { ReactNode } from 'react';
import { type AreaPestTotal } from '@pest-portal/shared/contract/service';
import { useT } from '../../i18n';

interface DeviceAreasProps {
  areas: AreaPestTotal[];
  /** The area whose devices are listed under it, if any. */
  openArea: number | undefined;
  onToggle: (areaId: number | undefined) => void;
  /** The devices of the open area (a paged list). */
  devices: ReactNode;
}

/**
 * On a phone, the visit's device checks by area: each area with how many devices were
 * checked and how many pests they caught; a tap lists that area's devices under it. One
 * card a device ran past 3,000 px; this is a screen.
 */
export function DeviceAreas({ areas, openArea, onToggle, devices }: DeviceAreasProps) {
  const t = useT();
  return (
    <ItemList
      size="small"
      label={t('service.device.byArea')}
      items={areas}
      itemKey={(a) => a.areaId}
      renderItem={(area) => {
        const open = openArea === area.areaId;
        return (
          <>
            <Flex justify="space-between" align="center" gap={8}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>{area.areaName}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('service.device.areaDevices', { count: area.deviceCount })} ·{' '}
                  {t('service.device.areaCaught', { count: area.pestTotal })}
                </Typography.Text>
              </Flex>
              <Button
                size="small"
                aria-expanded={open}
                aria-label={
                  open
                    ? t('service.device.closeArea')
                    : t('service.device.openArea', { area: area.areaName })
                }
                onClick={() => onToggle(open ? undefined : area.areaId)}
              >
                {open ? t('service.device.closeArea') : t('service.view')}
              </Button>
            </Flex>
            {open && <div style={{ marginTop: 8 }}>{devices}</div>}
          </>
        );
      }}
    />
  );
}
