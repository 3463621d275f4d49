import { Flex, Skeleton } from '@pest-portal/shared/antd';
import { TaskLoadError } from '../../components/task-load-error';
import { IdPage } from '../../components/id-page';
import { PageFrame } from '../../components/page-frame';
import { useTaskBase } from '../../components/task-links';
import { CommentSection } from './comment-section';
import { DetailActions } from './detail-actions';
import { DevicesSection } from './devices-section';
import { MaterialsSection } from './materials-section';
import { PhotosSection } from './photos-section';
import { RisksSection } from './risks-section';
import { SignaturesSection } from './signatures-section';
import { TaskInfoSection } from './task-info-section';
import { useServiceDetail } from './use-service-detail';

const TITLE = 'service.title.serviceDetail';

/** serviceDetail (?id=): the visit as the technician recorded it, under /serviceReport or /planDetail. */
export function ServiceDetailPage() {
  return <IdPage title={TITLE} page={(id) => <ServiceDetail taskId={id} />} />;
}

function ServiceDetail({ taskId }: { taskId: number }) {
  const base = useTaskBase();
  const { data, error, retry } = useServiceDetail(taskId);

  let body;
  if (error) body = <TaskLoadError error={error} onRetry={retry} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <Flex vertical gap={12}>
        <TaskInfoSection detail={data.detail} intro={data.intro} />
        <MaterialsSection materials={data.materials} />
        <RisksSection risks={[...data.risks, ...data.pestRisks]} />
        <DevicesSection taskId={data.detail.id} />
        <PhotosSection images={data.images} />
        <SignaturesSection employee={data.employeeSignature} customer={data.customerSignature} />
        <CommentSection comment={data.comment} />
      </Flex>
    );

  return (
    <PageFrame
      title={TITLE}
      extra={data ? <DetailActions base={base} detail={data.detail} /> : undefined}
    >
      {body}
    </PageFrame>
  );
}
