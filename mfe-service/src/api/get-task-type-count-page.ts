import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskTypeCountRequest } from '@pest-portal/shared/contract/service';

/** Plan completion per member company and service type, paged. */
export const getTaskTypeCountPage = (input: TaskTypeCountRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskTypeCountPage, input, options);
