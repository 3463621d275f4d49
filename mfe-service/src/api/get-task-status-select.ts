import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';

/** The work-order statuses with their display names. */
export const getTaskStatusSelect = (options?: CallOptions) =>
  request(ENDPOINTS.taskStatusSelect, {}, options);
