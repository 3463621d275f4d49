import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskPageRequest } from '@pest-portal/shared/contract/service';

/** The service list (servicePage): filtered, sorted, paged on the server. */
export const getServicePage = (input: TaskPageRequest, options?: CallOptions) =>
  request(ENDPOINTS.servicePage, input, options);
