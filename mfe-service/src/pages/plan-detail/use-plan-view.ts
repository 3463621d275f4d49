import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAMS } from '../service-list/service-search';

/** ?view=orders: the plan page shows the visits behind a figure, as the service list filtered. */
export const VIEW_PARAM = 'view';
export const ORDERS_VIEW = 'orders';
/** The page of the per-type table (the service list's own page is ?page=). */
export const TYPE_PAGE_PARAM = 'typePage';

/** The plan page's view in the URL, so that back from a visit returns to the same list. */
export function usePlanView() {
  const [params, setParams] = useSearchParams();
  const showingOrders = params.get(VIEW_PARAM) === ORDERS_VIEW;

  const showOrders = useCallback(
    (memberId: number, taskTypeId?: number) => {
      const next = new URLSearchParams({
        [VIEW_PARAM]: ORDERS_VIEW,
        [SEARCH_PARAMS.memberId]: String(memberId),
      });
      if (taskTypeId !== undefined) next.set(SEARCH_PARAMS.taskTypeId, String(taskTypeId));
      setParams(next);
    },
    [setParams],
  );
  const showPlan = useCallback(() => setParams({}), [setParams]);
  return { params, setParams, showingOrders, showOrders, showPlan };
}
