import { queryClient } from '@pest-portal/shared/query';
import { warmDataTable } from '../../components/data-view/desktop-table';
import { pageOf } from '../../components/use-page-param';
import { organizationQuery } from '../../queries/organization-query';
import { taskTypeCountPageQuery } from '../../queries/task-type-count-page-query';
import { prefetching } from '../../routing/prefetching';
import { prefetchServiceList } from '../service-list/service-list-loader';
import { currentYear, taskTypeCountInput } from './plan-period';
import { ORDERS_VIEW, TYPE_PAGE_PARAM, VIEW_PARAM } from './use-plan-view';

/** /planDetail's loader: the visits behind a figure (?view=orders), or the plan's two tables. */
export const planDetailLoader = prefetching((search) => {
  if (search.get(VIEW_PARAM) === ORDERS_VIEW) {
    prefetchServiceList(search);
    return;
  }
  void queryClient.prefetchQuery(organizationQuery(currentYear()));
  const typePage = pageOf(search.get(TYPE_PAGE_PARAM));
  void queryClient.prefetchQuery(taskTypeCountPageQuery(taskTypeCountInput(typePage)));
  warmDataTable();
});
