import { useQuery } from '@tanstack/react-query';
import { paths } from '@pest-portal/shared';
import { LoadError } from '../../components/load-error';
import { PageFrame } from '../../components/page-frame';
import { PAGE_SIZE } from '../../components/paging';
import { queryFailure } from '../../components/query-failure';
import { usePageParam } from '../../components/use-page-param';
import { WorkOrderView } from '../../components/work-order/work-order-view';
import { type WorkOrderListName } from './work-order-sources';
import { workOrderPageQuery } from '../../queries/work-order-page-query';
import { useT } from '../../i18n';

/**
 * One of the five work-order lists (one component for all five): its endpoint by route,
 * the page in the URL, each row opening the visit under /serviceReport.
 */
export function WorkOrderPage({ name }: { name: WorkOrderListName }) {
  const t = useT();
  const [pageNum, setPage] = usePageParam();
  // Started by the route's loader; the page on screen stays while the next one loads.
  const list = useQuery(workOrderPageQuery(name, { pageNum, pageSize: PAGE_SIZE }));
  const { error, retry } = queryFailure(list);
  return (
    <PageFrame title={paths[name].title}>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : (
        <WorkOrderView
          label={t(paths[name].title)}
          base="serviceReport"
          page={list.data ?? null}
          loading={list.isFetching}
          pageNum={pageNum}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </PageFrame>
  );
}
