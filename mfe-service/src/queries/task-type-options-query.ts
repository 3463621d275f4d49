import { getTaskTypeCountPage } from '../api/get-task-type-count-page';
import { MAX_PAGE_SIZE } from '../components/paging';
import { taskTypeOptions } from '../pages/service-list/task-type-options';
import { selectListQuery } from './select-list-query';

/** The service types of the plan, as the service list's type filter (from the first page of counts). */
export const taskTypeOptionsQuery = selectListQuery('taskTypeOptions', async (signal) =>
  taskTypeOptions(
    (await getTaskTypeCountPage({ pageNum: 1, pageSize: MAX_PAGE_SIZE }, { signal, quiet: true }))
      .list,
  ),
);
