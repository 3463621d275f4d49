import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Skeleton, Typography } from '@pest-portal/shared/antd';
import { useNavigate } from '@pest-portal/shared/router';
import { TaskLoadError } from '../../components/task-load-error';
import { IdPage } from '../../components/id-page';
import { PageFrame } from '../../components/page-frame';
import { queryFailure } from '../../components/query-failure';
import { taskHref, useTaskBase } from '../../components/task-links';
import { CommentSection } from '../service-detail/comment-section';
import { DetailSection } from '../service-detail/detail-section';
import { RatingForm } from './rating-form';
import { SignaturePanel } from './signature-panel';
import { visitKey } from '../../queries/query-keys';
import { taskCommentQuery } from '../../queries/task-comment-query';
import { taskDetailQuery } from '../../queries/task-detail-query';
import { useT } from '../../i18n';

const TITLE = 'service.title.evaluateSignature';

/**
 * evaluateSignature (?id=): rate the visit, then sign it. Each part shows only while the
 * API allows it (canComment, canSign); the API refuses a second signature as well.
 */
export function EvaluateSignaturePage() {
  return <IdPage title={TITLE} page={(id) => <EvaluateSignature taskId={id} />} />;
}

function EvaluateSignature({ taskId }: { taskId: number }) {
  const t = useT();
  const base = useTaskBase();
  const navigate = useNavigate();
  const client = useQueryClient();
  const detailQuery = useQuery(taskDetailQuery(taskId));
  const commentQuery = useQuery(taskCommentQuery(taskId));
  const { error, retry } = queryFailure(detailQuery, commentQuery);
  const detail = detailQuery.data;
  const comment = commentQuery.data;

  let body;
  if (error) body = <TaskLoadError error={error} onRetry={retry} />;
  else if (detail === undefined || comment === undefined) body = <Skeleton />;
  else {
    body = (
      <Flex vertical gap={12}>
        <Typography.Text strong>
          {t('service.report.orderNo', { orderNo: detail.orderNo })}
        </Typography.Text>
        {detail.canComment ? (
          <DetailSection title={t('service.rate.title')}>
            {/* A rating refreshes the visit (addTaskCommentMutation): it then shows here. */}
            <RatingForm taskId={detail.id} />
          </DetailSection>
        ) : (
          <CommentSection comment={comment} />
        )}
        {detail.canSign ? (
          <DetailSection title={t('service.sign.title')}>
            <SignaturePanel
              taskId={detail.id}
              onSigned={() => void navigate(taskHref(base, 'detail', detail.id), { replace: true })}
              // Signed or changed meanwhile elsewhere: what the page shows of the visit is stale.
              onStale={() => void client.invalidateQueries({ queryKey: visitKey(detail.id) })}
            />
          </DetailSection>
        ) : (
          <Alert
            type="info"
            showIcon
            title={t(
              detail.status === 'finished' ? 'service.sign.already' : 'service.sign.notReady',
            )}
          />
        )}
      </Flex>
    );
  }
  return <PageFrame title={TITLE}>{body}</PageFrame>;
}
