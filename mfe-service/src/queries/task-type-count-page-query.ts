import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TaskTypeCountRequest } from '@pest-portal/shared/contract/service';
import { getTaskTypeCountPage } from '../api/get-task-type-count-page';
import { planKey } from './query-keys';

/** One page of plan completion per member company and service type; the page on screen stays while the next loads. */
export const taskTypeCountPageQuery = (input: TaskTypeCountRequest) =>
  queryOptions({
    queryKey: [...planKey(), 'taskTypeCount', input] as const,
    queryFn: ({ signal }) => getTaskTypeCountPage(input, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
