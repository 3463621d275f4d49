import { ENDPOINTS } from '../../contract/endpoints';
import type { RiskPointPageRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Every risk point of the company, paged. */
export const getRiskPointPage = (input: RiskPointPageRequest, options?: CallOptions) =>
  request(ENDPOINTS.riskPointPage, input, options);
