import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** Photos the technician took on the visit. */
export const getWorkImages = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskWorkImageList, input, options);
