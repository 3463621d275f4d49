import { Flex, Rate, Typography } from '@pest-portal/shared/antd';
import { type TaskComment } from '@pest-portal/shared/contract/service';
import { formatTime } from '@pest-portal/shared/ui';
import { DetailSection } from './detail-section';
import { useT } from '../../i18n';

/** The customer's rating and comment, or that none was given yet. */
export function CommentSection({ comment }: { comment: TaskComment | null }) {
  const t = useT();
  return (
    <DetailSection title={t('service.detail.comment')}>
      {comment ? (
        <Flex vertical gap={4}>
          <Rate
            disabled
            value={comment.score}
            aria-label={t('service.scoreOf', { score: comment.score })}
          />
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {comment.content || '-'}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{formatTime(comment.createTime)}</Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('service.detail.noComment')}</Typography.Text>
      )}
    </DetailSection>
  );
}
