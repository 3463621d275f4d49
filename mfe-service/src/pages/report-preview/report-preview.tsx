import { Flex, Skeleton, Typography } from 'antd';
import { TaskLoadError } from '../../components/task-load-error';
import { useLoad } from '../../components/use-load';
import { PdfButtons } from './pdf-buttons';
import { ReportFrame } from './report-frame';
import { getReportHtml } from '../../api/get-report-html';
import { useT } from '../../i18n';

/** The report of one visit: its order number, the PDF buttons and the HTML in a sandboxed frame. */
export function ReportPreview({ taskId }: { taskId: number }) {
  const t = useT();
  const { data, error, retry } = useLoad(`report:${taskId}`, (signal) =>
    getReportHtml({ taskId }, { signal, quiet: true }),
  );
  if (error) return <TaskLoadError error={error} onRetry={retry} />;
  if (!data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>
          {t('service.report.orderNo', { orderNo: data.orderNo })}
        </Typography.Text>
        <PdfButtons
          taskId={taskId}
          fallbackName={t('service.report.fileName', { orderNo: data.orderNo })}
        />
      </Flex>
      <ReportFrame html={data.html} orderNo={data.orderNo} />
    </Flex>
  );
}
