import { MissingId } from '../../components/missing-id';
import { PageFrame } from '../../components/page-frame';
import { useIdParam } from '../../components/use-id-param';
import { ReportPreview } from './report-preview';

/**
 * reportPreview under /serviceReport or /planDetail, and /downloadPdf: the one preview,
 * opened from the detail or from a link (a notification, a message), guarded by the shell.
 */
export function ReportPreviewPage({ name }: { name: 'reportPreview' | 'downloadPdf' }) {
  const taskId = useIdParam();
  const title = name === 'downloadPdf' ? 'title.downloadPdf' : 'service.title.reportPreview';
  return (
    <PageFrame title={title}>
      {taskId === null ? <MissingId /> : <ReportPreview taskId={taskId} />}
    </PageFrame>
  );
}
