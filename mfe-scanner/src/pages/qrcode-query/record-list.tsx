import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@pest-portal/shared/antd';
import { Link } from '@pest-portal/shared/router';
import type { TagTone } from '@pest-portal/shared';
import { ItemList, ItemRow, ToneTag, usePageParam } from '@pest-portal/shared/ui';
import { qrcodeDetailHref, type DeviceRecord } from '@pest-portal/shared/contract/scanner';
import { deviceRecordPageQuery } from '../../api/get-device-record-page';
import { useT } from '../../i18n';
import { RECORD_PAGE_SIZE } from './record-page-size';

function statusTone(record: DeviceRecord): TagTone {
  return record.deviceStatus === 'normal' ? 'success' : 'warning';
}

/** The device's service records, newest first, a page at a time (the page in the URL). */
export function RecordList({ deviceId, qrcode }: { deviceId: number; qrcode: string }) {
  const t = useT();
  const [pageNum, setPage] = usePageParam();
  const { data, isFetching } = useQuery(
    deviceRecordPageQuery({ deviceId, pageNum, pageSize: RECORD_PAGE_SIZE }),
  );
  const detailHref = (record: DeviceRecord) => qrcodeDetailHref(qrcode, record.recordId);

  return (
    <Card title={t('query.records')} size="small">
      <ItemList
        label={t('query.records')}
        loading={!data || isFetching}
        items={data?.list ?? []}
        itemKey={(record) => record.recordId}
        empty={t('query.noRecords')}
        page={
          data && {
            current: pageNum,
            pageSize: RECORD_PAGE_SIZE,
            total: data.total,
            onChange: setPage,
          }
        }
        renderItem={(record) => (
          <ItemRow
            title={
              <span
                style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <span>{record.checkedAt}</span>
                <ToneTag tone={statusTone(record)}>{record.deviceStatusName}</ToneTag>
              </span>
            }
            description={
              <>
                {record.taskTypeName} · {record.technicianName} ·{' '}
                {t('query.catches', { count: record.catchTotal })}
              </>
            }
            action={
              <Link
                to={detailHref(record)}
                aria-label={`${t('query.viewDetail')} ${record.checkedAt}`}
              >
                {t('query.viewDetail')} <RightOutlined aria-hidden />
              </Link>
            }
          />
        )}
      />
    </Card>
  );
}
