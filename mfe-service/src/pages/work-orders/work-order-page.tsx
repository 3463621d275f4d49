import { paths } from '@pest-portal/shared';
import { LoadError } from '../../components/load-error';
import { PageFrame } from '../../components/page-frame';
import { PAGE_SIZE } from '../../components/paging';
import { useLoad } from '../../components/use-load';
import { usePageParam } from '../../components/use-page-param';
import { WorkOrderView } from '../../components/work-order/work-order-view';
import { WORK_ORDER_SOURCES, type WorkOrderListName } from './work-order-sources';
import { useT } from '../../i18n';

/**
 * One of the five work-order lists (one component for all five): its endpoint by route,
 * the page in the URL, each row opening the visit under /serviceReport.
 */
export function WorkOrderPage({ name }: { name: WorkOrderListName }) {
  const t = useT();
  const [pageNum, setPage] = usePageParam();
  const fetchPage = WORK_ORDER_SOURCES[name];
  const { data, loading, error, retry } = useLoad(`${name}:${pageNum}`, (signal) =>
    fetchPage({ pageNum, pageSize: PAGE_SIZE }, { signal, quiet: true }),
  );
  return (
    <PageFrame title={paths[name].title}>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : (
        <WorkOrderView
          label={t(paths[name].title)}
          base="serviceReport"
          page={data}
          loading={loading}
          pageNum={pageNum}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </PageFrame>
  );
}
