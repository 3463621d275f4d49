import { Descriptions, Typography } from '@pest-portal/shared/antd';
import { type TaskDetail, type TaskIntro } from '@pest-portal/shared/contract/service';
import { formatTime } from '@pest-portal/shared/ui';
import { useMobile } from '../../components/use-mobile';
import { TaskStatusTag } from '../../components/task-status-tag';
import { DetailSection } from './detail-section';
import { useT } from '../../i18n';

/** Who served what, when and where; then what the visit covered, found and suggests. */
export function TaskInfoSection({ detail, intro }: { detail: TaskDetail; intro: TaskIntro }) {
  const t = useT();
  const mobile = useMobile();
  const column = mobile ? 1 : 3;
  return (
    <>
      <DetailSection title={t('service.detail.info')}>
        <Descriptions size="small" column={column}>
          <Descriptions.Item label={t('service.col.orderNo')}>{detail.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('service.col.status')}>
            <TaskStatusTag status={detail.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('service.col.taskType')}>
            {detail.taskTypeName}
          </Descriptions.Item>
          <Descriptions.Item label={t('service.col.member')}>{detail.memberName}</Descriptions.Item>
          <Descriptions.Item label={t('service.col.planDate')}>{detail.planDate}</Descriptions.Item>
          <Descriptions.Item label={t('service.col.serviceTime')}>
            {detail.startTime
              ? `${formatTime(detail.startTime)} ~ ${formatTime(detail.endTime)}`
              : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('service.col.technician')}>
            {detail.technicianName} {detail.technicianPhone}
          </Descriptions.Item>
          <Descriptions.Item label={t('service.detail.pco')}>{detail.pcoName}</Descriptions.Item>
          <Descriptions.Item label={t('service.detail.contact')}>
            {detail.contactName} {detail.contactPhone}
          </Descriptions.Item>
          <Descriptions.Item label={t('service.col.address')} span={mobile ? 1 : 3}>
            {detail.address}
          </Descriptions.Item>
        </Descriptions>
      </DetailSection>
      <DetailSection title={t('service.detail.intro')}>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('service.detail.content')}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
              {intro.serviceContent}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('service.detail.findings')}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
              {intro.findings ?? '-'}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('service.detail.suggestion')}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
              {intro.suggestion ?? '-'}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </DetailSection>
    </>
  );
}
