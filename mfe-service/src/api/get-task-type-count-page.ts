import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_STALE_TIME, request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskTypeCountRequest } from '@pest-portal/shared/contract/service';
import { MAX_PAGE_SIZE } from '../components/paging';
import { taskTypeOptions } from '../pages/service-list/task-type-options';
import { companyScope } from './query-scope';

/** Plan completion per member company and service type, paged. */
export const getTaskTypeCountPage = (input: TaskTypeCountRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskTypeCountPage, input, options);

/** The service types of the plan, as the filter's select list: fetched once per session. */
export const taskTypeOptionsQuery = () =>
  queryOptions({
    queryKey: [...companyScope(), 'taskTypeOptions'] as const,
    queryFn: async ({ signal }) =>
      taskTypeOptions(
        (
          await getTaskTypeCountPage(
            { pageNum: 1, pageSize: MAX_PAGE_SIZE },
            { signal, quiet: true },
          )
        ).list,
      ),
    staleTime: REFERENCE_STALE_TIME,
  });
