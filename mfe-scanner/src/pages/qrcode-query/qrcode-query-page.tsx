import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Space } from '@pest-portal/shared/antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';
import { QRCODE_PAYLOAD_KEY } from '@pest-portal/shared/contract/scanner';
import { qrcodeInfoQuery } from '../../api/get-qrcode-info';
import { useT } from '../../i18n';
import { DeviceCard } from './device-card';
import { RecordList } from './record-list';
import { StatisticsCard } from './statistics-card';

const ScanDialog = lazy(() => import('../../scan/scan-dialog'));

/** Scan again from the result page itself (a wrong label, a device of another company). */
function ScanAgain() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('query.scanAgain')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /qrcodeQuery (spec §2): the device the scanned payload names, its statistics and its
 * paged service records. The payload is the page's query (`?qrcode=D12-004`).
 */
export function QrcodeQueryPage() {
  const t = useT();
  const [search] = useSearchParams();
  const qrcode = search.get(QRCODE_PAYLOAD_KEY)?.trim() ?? '';
  const info = useQuery({ ...qrcodeInfoQuery(qrcode), enabled: qrcode !== '' });

  if (!qrcode)
    return <Result status="warning" title={t('query.missingCode')} extra={<ScanAgain />} />;
  if (info.isError)
    return <Result status="warning" title={info.error.message} extra={<ScanAgain />} />;
  if (!info.data) return <Skeleton paragraph={{ rows: 6 }} />;

  const device = info.data;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <DeviceCard device={device} />
      <StatisticsCard deviceId={device.deviceId} />
      <RecordList deviceId={device.deviceId} qrcode={qrcode} />
    </Space>
  );
}
