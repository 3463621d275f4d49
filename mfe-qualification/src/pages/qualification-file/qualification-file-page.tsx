import { Alert, Button, Empty, Flex, Input, Skeleton } from '@pest-portal/shared/antd';
import { Pagination } from '@pest-portal/shared/antd/data';
import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isMobile } from '@pest-portal/shared';
import type { SystemFile } from '@pest-portal/shared/contract/qualification';
import { systemFilesQuery } from '../../api/get-system-files';
import { useT } from '../../i18n';
import { AuditPackButton } from '../audit-pack/audit-pack-button';
import { DesktopFileTable } from './desktop-file-table';
import { FileCards } from './file-cards';
import { groupByKind } from './file-groups';
import { FilePreview } from './file-preview';
import { useFileSearch } from './file-search';
import { FileSummary } from './file-summary';

/**
 * /qualificationFile: the provider's documents for this customer, grouped by kind,
 * searched and paged on the server, expired and expiring ones marked and counted; each
 * previewed in the page and downloaded under its real name; and the audit pack.
 */
export function QualificationFilePage() {
  const t = useT();
  const phone = isMobile();
  const { input, search, setPage } = useFileSearch();
  const { data, isPending, isError, refetch } = useQuery(systemFilesQuery(input));
  const [previewing, setPreviewing] = useState<SystemFile | null>(null);
  const groups = data ? groupByKind(data.list, data.kinds) : [];

  return (
    <Flex vertical gap={16} style={{ padding: phone ? 12 : 0 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        {data ? <FileSummary summary={data.summary} /> : <span />}
        <AuditPackButton />
      </Flex>
      <Input.Search
        key={input.keyword ?? ''}
        defaultValue={input.keyword}
        placeholder={t('files.search')}
        aria-label={t('files.searchLabel')}
        allowClear
        enterButton
        maxLength={50}
        onSearch={(value) => search(value.trim())}
        style={{ maxWidth: phone ? undefined : 420 }}
      />
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={t('files.loadFailed')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('files.retry')}
            </Button>
          }
        />
      ) : isPending ? (
        <Skeleton />
      ) : !data.list.length ? (
        <Empty description={t('files.empty')} />
      ) : phone ? (
        <FileCards groups={groups} onPreview={setPreviewing} />
      ) : (
        <Suspense fallback={<Skeleton />}>
          <DesktopFileTable groups={groups} onPreview={setPreviewing} />
        </Suspense>
      )}
      {data && data.total > data.pageSize && (
        <Pagination
          align="end"
          current={data.pageNum}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          showTotal={(total) => t('files.total', { total })}
          simple={phone}
          onChange={setPage}
        />
      )}
      <FilePreview file={previewing} onClose={() => setPreviewing(null)} />
    </Flex>
  );
}
