import { useCallback } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';
import { writeServiceSearch, type ServiceSearch } from '../service-list/service-search';
import { currentYear } from './plan-period';

/** ?view=orders: the plan page shows the visits behind a figure, as the service list filtered. */
export const VIEW_PARAM = 'view';
export const ORDERS_VIEW = 'orders';
/** The page of the per-type table (the service list's own page is ?page=). */
export const TYPE_PAGE_PARAM = 'typePage';

/** The plan page's view in the URL, so that back from a visit returns to the same list. */
export function usePlanView() {
  const [params, setParams] = useSearchParams();
  const showingOrders = params.get(VIEW_PARAM) === ORDERS_VIEW;

  /**
   * The visits a row counted: the planned ones (not cancelled) of the period the counts
   * are over; a company row of the tree counts the company with its sub-companies, a row
   * per company and type the company's own visits of that type (memberOnly).
   */
  const showOrders = useCallback(
    (memberId: number, taskTypeId?: number) => {
      const search: ServiceSearch = { pageNum: 1, memberId, planned: true, ...currentYear() };
      if (taskTypeId !== undefined) Object.assign(search, { taskTypeId, memberOnly: true });
      setParams(writeServiceSearch(search, new URLSearchParams({ [VIEW_PARAM]: ORDERS_VIEW })));
    },
    [setParams],
  );
  const showPlan = useCallback(() => setParams({}), [setParams]);
  return { params, setParams, showingOrders, showOrders, showPlan };
}
