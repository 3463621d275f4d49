import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { App, Button } from '@pest-portal/shared/antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { saveBlob } from '@pest-portal/shared/ui';
import { errorText } from '../../../components/error-text';
import { MAX_PAGE_SIZE } from '../../../components/paging';
import { toTaskPageRequest, type ServiceSearch } from '../service-search';
import { collectPages } from './collect-pages';
import { buildCsv } from './csv';
import { serviceCsvColumns } from './service-csv';
import { getServicePage } from '../../../api/get-service-page';
import { useT } from '../../../i18n';

/** Rows one export takes at most: 50 pages of the API. */
export const EXPORT_LIMIT = 5000;

/** Export the filtered list (every page, not only the one shown) as a CSV Excel opens in Chinese. */
export function ExportButton({ search }: { search: ServiceSearch }) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const { rows, total, truncated } = await collectPages(
        (pageNum, pageSize) =>
          getServicePage(toTaskPageRequest({ ...search, pageNum }, pageSize), { quiet: true }),
        MAX_PAGE_SIZE,
        EXPORT_LIMIT,
      );
      const csv = buildCsv(rows, serviceCsvColumns(t));
      saveBlob(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `${t('title.serviceReport')}-${dayjs().format('YYYYMMDD')}.csv`,
      );
      if (truncated) message.warning(t('service.exportTruncated', { count: rows.length, total }));
      else message.success(t('service.exportDone', { count: rows.length }));
    } catch (error) {
      message.error(t('service.exportFailed', { reason: errorText(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('service.export')}
    </Button>
  );
}
