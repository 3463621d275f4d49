import { Alert, Button } from 'antd';
import { RecordCards } from './record-cards';
import { RecordsTable } from './records-table';
import { useFeedbackRecords } from './use-feedback-records';
import { useT } from '../../../i18n';

/** Rows a page: a business limit the spec leaves open (spec §9). */
export const RECORDS_PAGE_SIZE = 10;

interface FeedbackRecordsProps {
  mobile: boolean;
  pageNum: number;
  onPageChange: (pageNum: number) => void;
  /** Bumped after a send, so the new row shows. */
  refreshKey: number;
}

export function FeedbackRecords({
  mobile,
  pageNum,
  onPageChange,
  refreshKey,
}: FeedbackRecordsProps) {
  const t = useT();
  const { page, loading, error, retry } = useFeedbackRecords(
    pageNum,
    RECORDS_PAGE_SIZE,
    refreshKey,
  );
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('feedback.recordsFailed', { reason: error })}
        action={<Button onClick={retry}>{t('common.retry')}</Button>}
      />
    );
  }
  const View = mobile ? RecordCards : RecordsTable;
  return (
    <View
      page={page}
      loading={loading}
      pageNum={pageNum}
      pageSize={RECORDS_PAGE_SIZE}
      onPageChange={onPageChange}
    />
  );
}
