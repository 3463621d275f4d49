import { Alert, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TaskLoadError } from '../../components/task-load-error';
import { MissingId } from '../../components/missing-id';
import { PageFrame } from '../../components/page-frame';
import { taskHref, useTaskBase } from '../../components/task-links';
import { useIdParam } from '../../components/use-id-param';
import { useLoad } from '../../components/use-load';
import { CommentSection } from '../service-detail/comment-section';
import { DetailSection } from '../service-detail/detail-section';
import { RatingForm } from './rating-form';
import { SignaturePanel } from './signature-panel';
import { getTaskComment } from '../../api/get-task-comment';
import { getTaskDetail } from '../../api/get-task-detail';
import { useT } from '../../i18n';

/**
 * evaluateSignature (?id=): rate the visit, then sign it. Each part shows only while the
 * API allows it (canComment, canSign); the API refuses a second signature as well.
 */
export function EvaluateSignaturePage() {
  const t = useT();
  const taskId = useIdParam();
  const base = useTaskBase();
  const navigate = useNavigate();
  const { data, error, retry } = useLoad(
    taskId === null ? null : `sign:${taskId}`,
    async (signal) => {
      const input = { taskId: taskId ?? 0 };
      const [detail, comment] = await Promise.all([
        getTaskDetail(input, { signal, quiet: true }),
        getTaskComment(input, { signal, quiet: true }),
      ]);
      return { detail, comment };
    },
  );

  let body;
  if (taskId === null) body = <MissingId />;
  else if (error) body = <TaskLoadError error={error} onRetry={retry} />;
  else if (!data) body = <Skeleton active />;
  else {
    const { detail, comment } = data;
    body = (
      <Flex vertical gap={12}>
        <Typography.Text strong>
          {t('service.report.orderNo', { orderNo: detail.orderNo })}
        </Typography.Text>
        {detail.canComment ? (
          <DetailSection title={t('service.rate.title')}>
            <RatingForm taskId={detail.id} onRated={retry} />
          </DetailSection>
        ) : (
          <CommentSection comment={comment} />
        )}
        {detail.canSign ? (
          <DetailSection title={t('service.sign.title')}>
            <SignaturePanel
              taskId={detail.id}
              onSigned={() => void navigate(taskHref(base, 'detail', detail.id), { replace: true })}
              onStale={retry}
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
  return <PageFrame title="service.title.evaluateSignature">{body}</PageFrame>;
}
