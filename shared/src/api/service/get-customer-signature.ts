import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** The customer's signature on the visit. */
export const getCustomerSignature = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskCustomerSignature, input, options);
