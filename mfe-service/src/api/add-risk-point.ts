import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type RiskPointAddRequest } from '@pest-portal/shared/contract/service';

/** Report a risk point (the riskPoint page). */
export const addRiskPoint = (input: RiskPointAddRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.riskPointAdd, input, options);
