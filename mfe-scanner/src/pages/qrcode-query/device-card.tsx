import { Card, Descriptions } from '@pest-portal/shared/antd';
import type { QrcodeDevice } from '@pest-portal/shared/contract/scanner';
import { useT } from '../../i18n';

/** What and where the scanned device is. */
export function DeviceCard({ device }: { device: QrcodeDevice }) {
  const t = useT();
  return (
    <Card title={t('query.device')} size="small">
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 4 }}
        size="small"
        items={[
          { key: 'code', label: t('query.deviceCode'), children: device.deviceCode },
          { key: 'type', label: t('query.deviceType'), children: device.deviceTypeName },
          { key: 'area', label: t('query.area'), children: device.areaName },
          { key: 'company', label: t('query.company'), children: device.memberName },
        ]}
      />
    </Card>
  );
}
