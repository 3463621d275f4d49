import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskTypeCountRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Plan completion per member company and service type, paged. */
export const getTaskTypeCountPage = (input: TaskTypeCountRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskTypeCountPage, input, options);
