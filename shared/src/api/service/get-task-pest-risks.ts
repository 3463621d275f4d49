import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Pest risks found on the visit. */
export const getTaskPestRisks = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskPestRiskList, input, options);
