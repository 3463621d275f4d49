import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Typography } from '@pest-portal/shared/antd';
import { queryFailure } from '../../components/query-failure';
import { TaskLoadError } from '../../components/task-load-error';
import { PdfButtons } from './pdf-buttons';
import { ReportFrame } from './report-frame';
import { reportHtmlQuery } from '../../queries/report-html-query';
import { useT } from '../../i18n';

/** The report of one visit: its order number, the PDF buttons and the HTML in a sandboxed frame. */
export function ReportPreview({ taskId }: { taskId: number }) {
  const t = useT();
  const report = useQuery(reportHtmlQuery(taskId));
  const { data } = report;
  const { error, retry } = queryFailure(report);
  if (error) return <TaskLoadError error={error} onRetry={retry} />;
  if (!data) return <Skeleton paragraph={{ rows: 10 }} />;
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
