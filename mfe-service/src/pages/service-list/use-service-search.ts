import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';
import { runAfterInputPaint } from '@pest-portal/shared';
import { readServiceSearch, writeServiceSearch, type ServiceSearch } from './service-search';

export type ServiceFilters = Omit<ServiceSearch, 'pageNum' | 'sortField' | 'sortOrder'>;

/**
 * The service list's page, filters and sort in the URL (?status=waitSign&page=2...), so
 * that back, forward and a reload return to the same view. A changed filter or sort goes
 * back to the first page, where its results begin.
 */
export function useServiceSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readServiceSearch(params), [params]);

  const change = useCallback(
    // A tap's change (a filter chosen, a chip removed, a page or sort picked) applies after
    // the tap has painted (INP): the list re-renders for it, 130-200 ms of the tap at the
    // bench's phone CPU (7.65x).
    (apply: (current: ServiceSearch) => ServiceSearch) =>
      runAfterInputPaint(() =>
        setParams((current) => writeServiceSearch(apply(readServiceSearch(current)), current)),
      ),
    [setParams],
  );

  const setFilters = useCallback(
    (filters: Partial<ServiceFilters>) => change((s) => ({ ...s, ...filters, pageNum: 1 })),
    [change],
  );
  const clearFilters = useCallback(
    () => change((s) => ({ pageNum: 1, sortField: s.sortField, sortOrder: s.sortOrder })),
    [change],
  );
  const setPage = useCallback((pageNum: number) => change((s) => ({ ...s, pageNum })), [change]);
  const setSort = useCallback(
    (sortField: ServiceSearch['sortField'], sortOrder: ServiceSearch['sortOrder']) =>
      change((s) => ({
        ...s,
        sortField,
        sortOrder: sortField ? sortOrder : undefined,
        pageNum: 1,
      })),
    [change],
  );

  return { search, setFilters, clearFilters, setPage, setSort };
}
