import { Table, Typography, type TableColumnsType } from 'antd';
import { type FeedbackRecord, type Page } from '@pest-portal/shared';
import { formatTime } from './format-time';
import { RecordImages } from './record-images';
import { StatusTag } from './status-tag';
import { useT } from '../../../i18n';

interface RecordsTableProps {
  page: Page<FeedbackRecord> | null;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number) => void;
}

/** The desktop records: one row a feedback, paged on the server. */
export function RecordsTable({
  page,
  loading,
  pageNum,
  pageSize,
  onPageChange,
}: RecordsTableProps) {
  const t = useT();
  const columns: TableColumnsType<FeedbackRecord> = [
    {
      title: t('feedback.type'),
      dataIndex: 'feedbackType',
      width: 110,
      render: (_, r) => t(`feedback.type.${r.feedbackType}`),
    },
    {
      title: t('feedback.content'),
      dataIndex: 'content',
      render: (_, r) => (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {r.content}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('feedback.images'),
      dataIndex: 'images',
      width: 170,
      render: (_, r) => <RecordImages urls={r.images} />,
    },
    {
      title: t('feedback.status'),
      dataIndex: 'status',
      width: 100,
      render: (_, r) => <StatusTag status={r.status} />,
    },
    {
      title: t('feedback.reply'),
      dataIndex: 'reply',
      render: (_, r) =>
        r.reply ? (
          <>
            <div style={{ whiteSpace: 'pre-wrap' }}>{r.reply}</div>
            <Typography.Text type="secondary">{formatTime(r.replyTime)}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('feedback.noReply')}</Typography.Text>
        ),
    },
    {
      title: t('feedback.createTime'),
      dataIndex: 'createTime',
      width: 150,
      render: (_, r) => formatTime(r.createTime),
    },
    { title: t('feedback.company'), dataIndex: 'memberName', width: 160 },
  ];
  return (
    <Table<FeedbackRecord>
      rowKey="id"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={loading}
      locale={{ emptyText: t('feedback.recordsEmpty') }}
      pagination={{
        current: pageNum,
        pageSize,
        total: page?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => t('common.total', { total }),
        onChange: onPageChange,
      }}
    />
  );
}
