import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Facility and hygiene risks found on the visit. */
export const getTaskRisks = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskRiskList, input, options);
