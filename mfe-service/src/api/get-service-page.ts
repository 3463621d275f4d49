import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type TaskPageRequest } from '@pest-portal/shared/contract/service';

/** The service list (servicePage): filtered, sorted, paged on the server. */
export const getServicePage = (input: TaskPageRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.servicePage, input, options);
