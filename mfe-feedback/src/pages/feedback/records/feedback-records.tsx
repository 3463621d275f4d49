import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@pest-portal/shared/antd';
import { errorText } from '@pest-portal/shared/ui';
import { RecordCards } from './record-cards';
import { RECORDS_PAGE_SIZE, recordsQuery } from './records-query';
import { RecordsTable } from './records-table';
import { useT } from '../../../i18n';

interface FeedbackRecordsProps {
  mobile: boolean;
  pageNum: number;
  onPageChange: (pageNum: number) => void;
}

export function FeedbackRecords({ mobile, pageNum, onPageChange }: FeedbackRecordsProps) {
  const t = useT();
  const records = useQuery(recordsQuery(pageNum));
  if (records.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('feedback.recordsFailed', { reason: errorText(records.error) })}
        action={
          <Button loading={records.isFetching} onClick={() => void records.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const View = mobile ? RecordCards : RecordsTable;
  return (
    <View
      page={records.data ?? null}
      loading={records.isFetching}
      pageNum={pageNum}
      pageSize={RECORDS_PAGE_SIZE}
      onPageChange={onPageChange}
    />
  );
}
