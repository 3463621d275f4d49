import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** The customer's signature on the visit. */
export const getCustomerSignature = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskCustomerSignature, input, options);
