import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** The technician's signature on the visit. */
export const getEmployeeSignature = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskEmployeeSignature, input, options);
