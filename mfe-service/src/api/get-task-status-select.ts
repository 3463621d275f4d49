import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS } from '@pest-portal/shared/contract/service';

/** The work-order statuses with their display names. */
export const getTaskStatusSelect = (options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskStatusSelect, {}, options);
