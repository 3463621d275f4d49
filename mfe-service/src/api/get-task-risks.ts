import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** Facility and hygiene risks found on the visit. */
export const getTaskRisks = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskRiskList, input, options);
