import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** Pest risks found on the visit. */
export const getTaskPestRisks = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskPestRiskList, input, options);
