import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@pest-portal/shared';
import { type TaskSortField } from '@pest-portal/shared/contract/service';
import { LoadError } from '../../components/load-error';
import { PAGE_SIZE } from '../../components/paging';
import { queryFailure } from '../../components/query-failure';
import type { TaskBase } from '../../components/task-links';
import { WorkOrderView } from '../../components/work-order/work-order-view';
import { ExportButton } from './export/export-button';
import { ServiceFiltersBar } from './service-filters';
import { toTaskPageRequest } from './service-search';
import { useFilterOptions } from './use-filter-options';
import { useServiceSearch } from './use-service-search';
import { servicePageQuery } from '../../queries/service-page-query';
import { useT } from '../../i18n';

/**
 * The service list (servicePage): filters, server sort and paging, all in the URL; the
 * export takes every page of the same filters. Under /planDetail it lists the plan's
 * visits and links into /planDetail's own children.
 */
export function ServiceList({ base }: { base: TaskBase }) {
  const t = useT();
  const isHq = useSessionStore((s) => s.isHq);
  const { search, setFilters, clearFilters, setPage, setSort } = useServiceSearch();
  const options = useFilterOptions(isHq);
  const request = toTaskPageRequest(search, PAGE_SIZE);
  // The route's loader started this query beside the page's code; the page on screen
  // stays while the next one loads.
  const list = useQuery(servicePageQuery(request));
  const { error, retry } = queryFailure(list);

  return (
    <>
      <ServiceFiltersBar
        value={search}
        options={options}
        withMembers={isHq}
        onChange={setFilters}
        onClear={clearFilters}
        actions={<ExportButton search={search} />}
      />
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : (
        <WorkOrderView
          label={t('title.serviceReport')}
          base={base}
          page={list.data ?? null}
          loading={list.isFetching}
          pageNum={search.pageNum}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          sort={
            search.sortField ? { key: search.sortField, order: search.sortOrder ?? 'desc' } : null
          }
          onSortChange={(sort) => setSort(sort?.key as TaskSortField | undefined, sort?.order)}
        />
      )}
    </>
  );
}
