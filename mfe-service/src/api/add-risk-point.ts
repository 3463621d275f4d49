import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { RiskPointAddRequest } from '@pest-portal/shared/contract/service';

/** Report a risk point (the riskPoint page). */
export const addRiskPoint = (input: RiskPointAddRequest, options?: CallOptions) =>
  request(ENDPOINTS.riskPointAdd, input, options);
