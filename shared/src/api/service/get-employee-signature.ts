import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** The technician's signature on the visit. */
export const getEmployeeSignature = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskEmployeeSignature, input, options);
