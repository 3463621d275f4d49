import { ENDPOINTS } from '../../contract/endpoints';
import type { RiskPointAddRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Report a risk point (the riskPoint page). */
export const addRiskPoint = (input: RiskPointAddRequest, options?: CallOptions) =>
  request(ENDPOINTS.riskPointAdd, input, options);
