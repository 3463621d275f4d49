import { useQuery } from '@tanstack/react-query';
import { Drawer, Typography } from '@pest-portal/shared/antd';
import { ItemList, ItemRow } from '@pest-portal/shared/ui';
import { useState } from 'react';
import { Link } from '@pest-portal/shared/router';
import { isMobile, paths } from '@pest-portal/shared';
import type { SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import {
  QRCODE_PAYLOAD_KEY,
  qrcodeDetailHref,
  type DeviceRecord,
} from '@pest-portal/shared/contract/scanner';
import { deviceRecordsQuery } from '../../api/get-device-records';
import { useT } from '../../i18n';
import { useMarkerLabel } from './plan-marker';

const PAGE_SIZE = 10;

interface DeviceHistoryDrawerProps {
  device: SitePlanDevice | null;
  /**
   * The plan's period ("统计期间：… 至 …"), under the device's summary: its checks and
   * catches are the period's, while the records below (and the QR query's 检查次数) are
   * all of them; unlabelled, 检查19次 here beside 37 there read as a contradiction.
   */
  period?: string;
  onClose: () => void;
}

/**
 * A device's service records, newest first: the history the QR query shows for its label
 * (the same endpoint), each record opening the QR query's record page. Full width on a phone.
 */
export function DeviceHistoryDrawer({ device, period, onClose }: DeviceHistoryDrawerProps) {
  const t = useT();
  return (
    <Drawer
      open={device !== null}
      onClose={onClose}
      title={device ? t('dashboard.sitePlan.history', { code: device.deviceCode }) : ''}
      size={isMobile() ? '100%' : 480}
      destroyOnHidden
    >
      {device && <History device={device} period={period} />}
    </Drawer>
  );
}

function History({ device, period }: { device: SitePlanDevice; period?: string }) {
  const t = useT();
  const label = useMarkerLabel();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError } = useQuery(
    deviceRecordsQuery({ deviceId: device.deviceId, pageNum, pageSize: PAGE_SIZE }),
  );
  const qrcode = device.deviceCode;
  const detailHref = (record: DeviceRecord) => qrcodeDetailHref(qrcode, record.recordId);
  return (
    <>
      {/* Broken at its commas only: a phone wrapped 捕获63 | 只 between a count and its unit. */}
      <Typography.Paragraph style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
        {label(device)}
        {period && (
          <>
            <br />
            <Typography.Text type="secondary">{period}</Typography.Text>
          </>
        )}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Link
          to={`${paths.qrcodeQuery.path}?${new URLSearchParams({ [QRCODE_PAYLOAD_KEY]: qrcode })}`}
        >
          {t('dashboard.sitePlan.openQuery')}
        </Link>
      </Typography.Paragraph>
      <ItemList
        label={t('dashboard.sitePlan.history', { code: qrcode })}
        loading={!data && !isError ? true : isFetching}
        items={data?.list ?? []}
        itemKey={(record) => record.recordId}
        empty={isError ? t('dashboard.chart.failed') : t('dashboard.sitePlan.historyEmpty')}
        page={
          data && { current: pageNum, pageSize: PAGE_SIZE, total: data.total, onChange: setPageNum }
        }
        renderItem={(record) => (
          <ItemRow
            title={`${record.checkedAt} · ${record.deviceStatusName}`}
            description={
              <>
                {record.taskTypeName} · {record.technicianName} ·{' '}
                {t('dashboard.sitePlan.catches', { count: record.catchTotal })}
              </>
            }
            action={
              <Link
                to={detailHref(record)}
                aria-label={`${t('dashboard.sitePlan.detail')} ${record.checkedAt}`}
              >
                {t('dashboard.sitePlan.detail')}
              </Link>
            }
          />
        )}
      />
    </>
  );
}
