import { Typography } from '@pest-portal/shared/antd';
import { Table } from '@pest-portal/shared/antd/records';
import type { TableColumnsType } from 'antd';
import { columnWidth, ELLIPSIS_CELL, type Page } from '@pest-portal/shared';
import { type FeedbackRecord } from '@pest-portal/shared/contract/feedback';
import { formatTime } from '@pest-portal/shared/ui';
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
  // Widths from the helper the service tables use: each column at least its header's width
  // on one line, one-line cells ending in an ellipsis with the whole text on hover. The
  // feedback and the reply are read, not scanned: they wrap, in the room the others leave.
  const column = (title: string, width?: number) => ({ title, width: columnWidth(title, width) });
  const columns: TableColumnsType<FeedbackRecord> = [
    {
      ...column(t('feedback.type'), 110),
      ...ELLIPSIS_CELL,
      dataIndex: 'feedbackType',
      render: (_, r) => t(`feedback.type.${r.feedbackType}`),
    },
    {
      ...column(t('feedback.content'), 240),
      dataIndex: 'content',
      render: (_, r) => (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {r.content}
        </Typography.Paragraph>
      ),
    },
    {
      ...column(t('feedback.images'), 130),
      dataIndex: 'images',
      render: (_, r) => <RecordImages urls={r.images} />,
    },
    {
      ...column(t('feedback.status'), 100),
      dataIndex: 'status',
      render: (_, r) => <StatusTag status={r.status} />,
    },
    {
      ...column(t('feedback.reply'), 230),
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
      ...column(t('feedback.createTime'), 150),
      ...ELLIPSIS_CELL,
      dataIndex: 'createTime',
      render: (_, r) => formatTime(r.createTime),
    },
    // A company's full name (ten characters and more) whole at 1440 px; longer ones ellipsise.
    { ...column(t('feedback.company'), 200), ...ELLIPSIS_CELL, dataIndex: 'memberName' },
  ];
  const minWidth = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);
  return (
    <Table<FeedbackRecord>
      rowKey="id"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={loading}
      tableLayout="fixed"
      // Wider than the page: the table scrolls inside its own box, never the page.
      scroll={{ x: minWidth }}
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
