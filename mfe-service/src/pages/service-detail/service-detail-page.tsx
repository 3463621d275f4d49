import { Flex, Skeleton } from '@pest-portal/shared/antd';
import { useDeferredValue } from 'react';
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
  // The visit's sections are drawn in a deferred render, which React slices and gives up for
  // a tap: drawn at once when the answers came in, they were one task of 440-460 ms at the
  // bench's CPU (8x, desktop), during which a tap on the menu or on 返回 waited. Deferred,
  // the longest task was 260-360 ms (what is left is mostly the commit, which React does
  // not slice; issue 13).
  const shown = useDeferredValue(data);

  let body;
  if (error) body = <TaskLoadError error={error} onRetry={retry} />;
  else if (!shown) body = <Skeleton paragraph={{ rows: 8 }} />;
  else
    body = (
      <Flex vertical gap={12}>
        <TaskInfoSection detail={shown.detail} intro={shown.intro} />
        <MaterialsSection materials={shown.materials} />
        <RisksSection risks={[...shown.risks, ...shown.pestRisks]} />
        <DevicesSection taskId={shown.detail.id} />
        <PhotosSection images={shown.images} />
        <SignaturesSection employee={shown.employeeSignature} customer={shown.customerSignature} />
        <CommentSection comment={shown.comment} />
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
