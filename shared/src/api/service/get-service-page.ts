import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskPageRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** The service list (servicePage): filtered, sorted, paged on the server. */
export const getServicePage = (input: TaskPageRequest, options?: CallOptions) =>
  request(ENDPOINTS.servicePage, input, options);
