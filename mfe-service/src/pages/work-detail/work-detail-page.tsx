import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Skeleton, Tag, Typography } from '@pest-portal/shared/antd';
import { Link } from '@pest-portal/shared/router';
import { paths } from '@pest-portal/shared';
import { formatTime } from '@pest-portal/shared/ui';
import { LoadError } from '../../components/load-error';
import { IdPage } from '../../components/id-page';
import { PageFrame } from '../../components/page-frame';
import { queryFailure } from '../../components/query-failure';
import { taskHref } from '../../components/task-links';
import { TaskStatusTag } from '../../components/task-status-tag';
import { useMobile } from '../../components/use-mobile';
import { DetailSection } from '../service-detail/detail-section';
import { messageDetailQuery } from '../../queries/message-detail-query';
import { useT } from '../../i18n';

const TITLE = 'title.workDetail';

/** /workDetail (?id=): one notification (reading it marks it read) and the work order it concerns. */
export function WorkDetailPage() {
  return <IdPage title={TITLE} page={(id) => <WorkDetail id={id} />} />;
}

function WorkDetail({ id }: { id: number }) {
  const t = useT();
  const mobile = useMobile();
  const message = useQuery(messageDetailQuery(id));
  const { data } = message;
  const { error, retry } = queryFailure(message);

  let body;
  if (error) body = <LoadError error={error} onRetry={retry} />;
  else if (!data) body = <Skeleton />;
  else
    body = (
      <Flex vertical gap={12}>
        <article aria-label={data.title}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {data.title}
            </Typography.Title>
            <Tag>{t(`service.messageType.${data.msgType}`)}</Tag>
          </Flex>
          <Typography.Text type="secondary">
            {formatTime(data.createTime)} · {data.memberName}
          </Typography.Text>
          <Typography.Paragraph style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>
            {data.content}
          </Typography.Paragraph>
          {/* A pest alert concerns no visit: what the reader can act on is the rule that raised it. */}
          {data.msgType === 'alert' && (
            <Link to={paths.alertRules.path}>{t('service.message.alertRules')}</Link>
          )}
        </article>
        {data.task && (
          <DetailSection
            title={t('service.message.order')}
            extra={
              <Link to={taskHref('serviceReport', 'detail', data.task.id)}>
                {t('service.message.openOrder')}
              </Link>
            }
          >
            <Descriptions size="small" column={mobile ? 1 : 3}>
              <Descriptions.Item label={t('service.col.orderNo')}>
                {data.task.orderNo}
              </Descriptions.Item>
              <Descriptions.Item label={t('service.col.status')}>
                <TaskStatusTag status={data.task.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('service.col.taskType')}>
                {data.task.taskTypeName}
              </Descriptions.Item>
              <Descriptions.Item label={t('service.col.planDate')}>
                {data.task.planDate}
              </Descriptions.Item>
              <Descriptions.Item label={t('service.col.technician')}>
                {data.task.technicianName}
              </Descriptions.Item>
              <Descriptions.Item label={t('service.col.member')}>
                {data.task.memberName}
              </Descriptions.Item>
            </Descriptions>
          </DetailSection>
        )}
      </Flex>
    );
  return <PageFrame title={TITLE}>{body}</PageFrame>;
}
