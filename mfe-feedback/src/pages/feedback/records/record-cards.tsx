import { Empty, Flex, Spin } from '@pest-portal/shared/antd';
import { Pagination } from '@pest-portal/shared/antd/data';
import { type Page } from '@pest-portal/shared';
import { type FeedbackRecord } from '@pest-portal/shared/contract/feedback';
import { RecordCard } from './record-card';
import { useT } from '../../../i18n';

interface RecordCardsProps {
  page: Page<FeedbackRecord> | null;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number) => void;
}

/** The phone records: cards, with a compact pager under them. */
export function RecordCards({ page, loading, pageNum, pageSize, onPageChange }: RecordCardsProps) {
  const t = useT();
  const list = page?.list ?? [];
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12}>
        {list.length === 0 && !loading && <Empty description={t('feedback.recordsEmpty')} />}
        {list.map((record) => (
          <RecordCard key={record.id} record={record} />
        ))}
        {(page?.total ?? 0) > pageSize && (
          <Pagination
            simple
            align="center"
            current={pageNum}
            pageSize={pageSize}
            total={page?.total ?? 0}
            onChange={onPageChange}
          />
        )}
      </Flex>
    </Spin>
  );
}
