import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Result, Skeleton, Space } from '@pest-portal/shared/antd';
import { Image, Table } from '@pest-portal/shared/antd/records';
import { Link, useSearchParams } from '@pest-portal/shared/router';
import { columnWidth, ELLIPSIS_CELL, paths, portalTheme } from '@pest-portal/shared';
import { ToneTag } from '@pest-portal/shared/ui';
import type { DeviceRecordDetail } from '@pest-portal/shared/contract/scanner';
import { deviceRecordDetailQuery } from '../../api/get-device-record-detail';
import { useT } from '../../i18n';
import { recordIdOf } from './record-id';

function BackLink({ qrcode }: { qrcode: string | null }) {
  const t = useT();
  const to = qrcode
    ? `${paths.qrcodeQuery.path}?${new URLSearchParams({ qrcode })}`
    : paths.qrcodeQuery.path;
  return (
    <Link to={to}>
      <LeftOutlined aria-hidden /> {t('detail.back')}
    </Link>
  );
}

function Detail({ detail }: { detail: DeviceRecordDetail }) {
  const t = useT();
  const { record, device } = detail;
  // The portal's table rule (shared/src/ui/column-width.ts): headers on one line, a fixed
  // layout, a long pest name on one line ending in an ellipsis, whole on hover.
  const pestTitle = t('detail.pest');
  const countTitle = t('detail.counts');
  const columns = [
    {
      key: 'pest',
      title: pestTitle,
      dataIndex: 'pestName',
      width: columnWidth(pestTitle, 160),
      ...ELLIPSIS_CELL,
    },
    {
      key: 'count',
      title: countTitle,
      dataIndex: 'count',
      align: 'right' as const,
      width: columnWidth(countTitle, 100),
    },
  ];
  return (
    <>
      <Card title={t('detail.record')} size="small">
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={[
            {
              key: 'device',
              label: t('query.deviceCode'),
              children: `${device.deviceCode} · ${device.deviceTypeName}`,
            },
            { key: 'area', label: t('query.area'), children: device.areaName },
            { key: 'checkedAt', label: t('query.checkedAt'), children: record.checkedAt },
            {
              key: 'status',
              label: t('query.deviceStatus'),
              children: (
                <ToneTag tone={record.deviceStatus === 'normal' ? 'success' : 'warning'}>
                  {record.deviceStatusName}
                </ToneTag>
              ),
            },
            { key: 'order', label: t('query.orderNo'), children: record.orderNo },
            { key: 'type', label: t('query.taskType'), children: record.taskTypeName },
            { key: 'technician', label: t('query.technician'), children: record.technicianName },
            { key: 'remark', label: t('detail.remark'), children: detail.remark || '-' },
          ]}
        />
      </Card>
      <Card title={t('detail.counts')} size="small">
        <Table
          size="small"
          rowKey="pestId"
          pagination={false}
          dataSource={detail.pests}
          locale={{ emptyText: t('query.noPests') }}
          tableLayout="fixed"
          scroll={{ x: columns.reduce((sum, c) => sum + c.width, 0) }}
          columns={columns}
          summary={() =>
            detail.pests.length > 1 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('query.catchTotal')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {record.catchTotal}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>
      <Card title={t('detail.photos')} size="small">
        {detail.photos.length === 0 ? (
          <Empty description={t('detail.noPhotos')} />
        ) : (
          <Image.PreviewGroup>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {detail.photos.map((photo) => (
                <figure key={photo.id} style={{ margin: 0, width: 104 }}>
                  <Image
                    src={photo.url}
                    alt={photo.caption}
                    width={104}
                    height={104}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                  <figcaption
                    style={{
                      fontSize: 12,
                      color: portalTheme.token.colorTextDescription,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {photo.caption}
                  </figcaption>
                </figure>
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </Card>
    </>
  );
}

/** /qrcodeQuery/detail?recordId=…: one check of the device with its counts and the visit's photos. */
export function RecordDetailPage() {
  const t = useT();
  const [search] = useSearchParams();
  const recordId = recordIdOf(search);
  const qrcode = search.get('qrcode');
  const query = useQuery({ ...deviceRecordDetailQuery(recordId ?? 0), enabled: recordId !== null });

  let body;
  if (recordId === null) body = <Result status="warning" title={t('detail.missingRecord')} />;
  else if (query.isError) body = <Result status="warning" title={query.error.message} />;
  else if (!query.data) body = <Skeleton paragraph={{ rows: 8 }} />;
  else body = <Detail detail={query.data} />;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <BackLink qrcode={qrcode} />
      {body}
    </Space>
  );
}
