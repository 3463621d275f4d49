import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex } from '@pest-portal/shared/antd';
import { useState, type MouseEvent } from 'react';
import { saveBlob } from '@pest-portal/shared/ui';
import { errorText } from '../../components/error-text';
import { linkIsFresh } from './report-link';
import { downloadReport } from '../../api/download-report';
import { reportUrlQuery } from '../../queries/report-url-query';
import { useT } from '../../i18n';

/**
 * The PDF two ways. The download goes through the http client (token headers, encryption),
 * saved under the report's file name. The open link is the signed, headerless URL
 * (taskReportUrl): what a new tab or the messaging app's viewer can load. It expires, so
 * a stale one is renewed on click.
 */
export function PdfButtons({ taskId, fallbackName }: { taskId: number; fallbackName: string }) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  // Without a link (not yet, or it failed: the call is quiet) the open button is not offered;
  // the download does not need it.
  const { data: link } = useQuery(reportUrlQuery(taskId));
  const [downloading, setDownloading] = useState(false);

  const fileName = link?.fileName ?? fallbackName;

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await downloadReport({ taskId }, { quiet: true }), fileName);
    } catch (error) {
      message.error(t('service.report.downloadFailed', { reason: errorText(error) }));
    } finally {
      setDownloading(false);
    }
  }

  async function openFresh(event: MouseEvent) {
    if (link && linkIsFresh(link)) return; // the link as rendered works
    event.preventDefault();
    try {
      // Asked again whatever the cache holds (staleTime 0), and kept there for the button.
      const renewed = await client.fetchQuery({ ...reportUrlQuery(taskId), staleTime: 0 });
      window.open(renewed.url, '_blank', 'noopener');
    } catch (error) {
      message.error(t('service.report.downloadFailed', { reason: errorText(error) }));
    }
  }

  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={downloading}
        onClick={() => void download()}
      >
        {t('service.report.download')}
      </Button>
      {link && (
        <Button
          icon={<FilePdfOutlined />}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => void openFresh(e)}
        >
          {t('service.report.open')}
        </Button>
      )}
    </Flex>
  );
}
