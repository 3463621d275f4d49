import { queryClient } from '@pest-portal/shared/query';
import { warmDataTable } from '../../components/data-view/desktop-table';
import { PAGE_SIZE } from '../../components/paging';
import { pageOf } from '../../components/use-page-param';
import { workOrderPageQuery } from '../../queries/work-order-page-query';
import { prefetching } from '../../routing/prefetching';
import type { WorkOrderListName } from './work-order-sources';

/** The loader of one of the five work-order lists: the page the URL asks for (?page=). */
export const workOrderLoader = (name: WorkOrderListName) =>
  prefetching((search) => {
    const input = { pageNum: pageOf(search.get('page')), pageSize: PAGE_SIZE };
    void queryClient.prefetchQuery(workOrderPageQuery(name, input));
    warmDataTable();
  });
