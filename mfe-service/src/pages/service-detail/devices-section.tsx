import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type DeviceCheck } from '@pest-portal/shared';
import { DataView } from '../../components/data-view/data-view';
import { formatTime } from '../../components/format';
import { LoadError } from '../../components/load-error';
import { PAGE_SIZE } from '../../components/paging';
import { useLoad } from '../../components/use-load';
import { DetailSection } from './detail-section';
import { getDeviceCollects } from '../../api/get-device-collects';
import { useT } from '../../i18n';

/** Devices checked on the visit with what each caught, paged on the server, and the visit's totals per pest. */
export function DevicesSection({ taskId }: { taskId: number }) {
  const t = useT();
  const [pageNum, setPageNum] = useState(1);
  const { data, loading, error, retry } = useLoad(`devices:${taskId}:${pageNum}`, (signal) =>
    getDeviceCollects({ taskId, pageNum, pageSize: PAGE_SIZE }, { signal, quiet: true }),
  );
  const title = t('service.detail.devices');
  return (
    <DetailSection title={title}>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : (
        <>
          {data && data.pestTotals.length > 0 && (
            <Flex
              wrap
              gap={6}
              align="center"
              style={{ marginBottom: 12 }}
              aria-label={t('service.device.pestTotals')}
            >
              <Typography.Text type="secondary">{t('service.device.pestTotals')}</Typography.Text>
              {data.pestTotals.map((p) => (
                <Tag key={p.pestId} color="blue">
                  {p.pestName} {p.count}
                </Tag>
              ))}
            </Flex>
          )}
          <DataView<DeviceCheck>
            label={title}
            rows={data?.list ?? []}
            rowKey={(d) => d.id}
            loading={loading}
            cardTitle={(d) => `${d.deviceCode} · ${d.deviceTypeName}`}
            columns={[
              {
                key: 'code',
                title: t('service.device.code'),
                desktopOnly: true,
                render: (d) => d.deviceCode,
              },
              {
                key: 'type',
                title: t('service.device.type'),
                desktopOnly: true,
                render: (d) => d.deviceTypeName,
              },
              { key: 'area', title: t('service.device.area'), render: (d) => d.areaName },
              {
                key: 'status',
                title: t('service.device.status'),
                render: (d) => (
                  <Tag color={d.deviceStatus === 'normal' ? 'green' : 'orange'}>
                    {d.deviceStatusName}
                  </Tag>
                ),
              },
              {
                key: 'pests',
                title: t('service.device.pests'),
                render: (d) =>
                  d.pests.length
                    ? d.pests.map((p) => `${p.pestName} ${p.count}`).join('，')
                    : t('service.device.noCatch'),
              },
              { key: 'total', title: t('service.device.total'), render: (d) => d.pestTotal },
              {
                key: 'checkedAt',
                title: t('service.device.checkedAt'),
                render: (d) => formatTime(d.checkedAt),
              },
              { key: 'remark', title: t('service.device.remark'), render: (d) => d.remark ?? '-' },
            ]}
            paging={{ pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum }}
            emptyText={t('service.detail.noDevices')}
          />
        </>
      )}
    </DetailSection>
  );
}
