import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type TaskTypeCountRequest } from '@pest-portal/shared/contract/service';

/** Plan completion per member company and service type, paged. */
export const getTaskTypeCountPage = (input: TaskTypeCountRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskTypeCountPage, input, options);
