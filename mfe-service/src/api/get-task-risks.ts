import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type TaskIdQuery } from '@pest-portal/shared/contract/service';

/** Facility and hygiene risks found on the visit. */
export const getTaskRisks = (input: TaskIdQuery, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskRiskList, input, options);
