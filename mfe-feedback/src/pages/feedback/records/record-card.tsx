import { Card, Space, Typography } from '@pest-portal/shared/antd';
import { type FeedbackRecord } from '@pest-portal/shared/contract/feedback';
import { formatTime } from '@pest-portal/shared/ui';
import { RecordImages } from './record-images';
import { StatusTag } from './status-tag';
import { useT } from '../../../i18n';

/** One feedback on a phone: a card instead of a table row. */
export function RecordCard({ record }: { record: FeedbackRecord }) {
  const t = useT();
  return (
    <Card
      size="small"
      role="article"
      aria-label={`${t(`feedback.type.${record.feedbackType}`)} ${formatTime(record.createTime)}`}
      title={t(`feedback.type.${record.feedbackType}`)}
      extra={<StatusTag status={record.status} />}
    >
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {record.content}
        </Typography.Paragraph>
        <RecordImages urls={record.images} size={64} />
        <Typography.Text type="secondary">
          {t('feedback.createTime')}：{formatTime(record.createTime)} · {record.memberName}
        </Typography.Text>
        <div style={{ background: 'rgba(0,0,0,0.03)', padding: 8, borderRadius: 6 }}>
          <Typography.Text strong>{t('feedback.reply')}：</Typography.Text>
          {record.reply ? (
            <>
              <span style={{ whiteSpace: 'pre-wrap' }}>{record.reply}</span>
              <div>
                <Typography.Text type="secondary">{formatTime(record.replyTime)}</Typography.Text>
              </div>
            </>
          ) : (
            <Typography.Text type="secondary">{t('feedback.noReply')}</Typography.Text>
          )}
        </div>
      </Space>
    </Card>
  );
}
