import { Flex, Tag, Typography } from '@pest-portal/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeviceCheck } from '@pest-portal/shared/contract/service';
import { formatTime, ToneTag } from '@pest-portal/shared/ui';
import { DataView } from '../../components/data-view/data-view';
import { LoadError } from '../../components/load-error';
import { PAGE_SIZE } from '../../components/paging';
import { queryFailure } from '../../components/query-failure';
import { useMobile } from '../../components/use-mobile';
import { DetailSection } from './detail-section';
import { deviceCollectsQuery } from '../../queries/device-collects-query';
import { useT } from '../../i18n';
import { DeviceAreas } from './device-areas';
import { overviewDevicesQuery } from './service-detail-queries';

/**
 * Devices checked on the visit with what each caught, paged on the server, and the visit's
 * totals per pest. On a phone, by area first (devices and catches per area); an area's
 * devices are listed when it is opened.
 */
export function DevicesSection({ taskId }: { taskId: number }) {
  const t = useT();
  const mobile = useMobile();
  const [pageNum, setPageNum] = useState(1);
  const [areaId, setAreaId] = useState<number | undefined>();
  // The desktop lists every device at once; the phone only the open area's.
  const listing = !mobile || areaId !== undefined;
  const devices = useQuery(deviceCollectsQuery({ taskId, pageNum, pageSize: PAGE_SIZE, areaId }));
  // The area list and the pest totals are the visit's (over every device): those of its
  // first page over every area, the query the route's loader started (on a desktop, the
  // same one as the list's first page).
  const overview = useQuery(overviewDevicesQuery(taskId));
  const data = devices.data;
  const totals = overview.data;
  const { error, retry } = queryFailure(devices, overview);
  const title = t('service.detail.devices');

  const list = (
    <DataView<DeviceCheck>
      label={title}
      rows={listing ? (data?.list ?? []) : []}
      rowKey={(d) => d.id}
      loading={devices.isFetching}
      cardTitle={(d) => `${d.deviceCode} · ${d.deviceTypeName}`}
      cardExtra={(d) => (
        <ToneTag tone={d.deviceStatus === 'normal' ? 'success' : 'warning'}>
          {d.deviceStatusName}
        </ToneTag>
      )}
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
        {
          key: 'area',
          title: t('service.device.area'),
          desktopOnly: true,
          render: (d) => d.areaName,
        },
        {
          key: 'status',
          title: t('service.device.status'),
          desktopOnly: true,
          render: (d) => (
            <ToneTag tone={d.deviceStatus === 'normal' ? 'success' : 'warning'}>
              {d.deviceStatusName}
            </ToneTag>
          ),
        },
        {
          key: 'pests',
          title: t('service.device.pests'),
          width: 180,
          render: (d) =>
            d.pests.length
              ? d.pests.map((p) => `${p.pestName} ${p.count}`).join('，')
              : t('service.device.noCatch'),
        },
        { key: 'total', title: t('service.device.total'), render: (d) => d.pestTotal },
        {
          key: 'checkedAt',
          title: t('service.device.checkedAt'),
          width: 150,
          render: (d) => formatTime(d.checkedAt),
        },
        { key: 'remark', title: t('service.device.remark'), render: (d) => d.remark ?? '-' },
      ]}
      paging={{ pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum }}
      emptyText={t('service.detail.noDevices')}
    />
  );

  return (
    <DetailSection
      title={title}
      collapsible
      summary={
        totals
          ? t('service.device.areaDevices', {
              count: totals.areaTotals.reduce((n, a) => n + a.deviceCount, 0),
            })
          : undefined
      }
    >
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : (
        <>
          {totals && totals.pestTotals.length > 0 && (
            <Flex
              wrap
              gap={6}
              align="center"
              style={{ marginBottom: 12 }}
              aria-label={t('service.device.pestTotals')}
            >
              <Typography.Text type="secondary">{t('service.device.pestTotals')}</Typography.Text>
              {totals.pestTotals.map((p) => (
                <Tag key={p.pestId}>
                  {p.pestName} {p.count}
                </Tag>
              ))}
            </Flex>
          )}
          {mobile && totals ? (
            totals.areaTotals.length === 0 ? (
              <Typography.Text type="secondary">{t('service.detail.noDevices')}</Typography.Text>
            ) : (
              <DeviceAreas
                areas={totals.areaTotals}
                openArea={areaId}
                onToggle={(id) => {
                  setAreaId(id);
                  setPageNum(1);
                }}
                devices={list}
              />
            )
          ) : (
            list
          )}
        </>
      )}
    </DetailSection>
  );
}
