import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { RiskPointPageRequest } from '@pest-portal/shared/contract/service';

/** Every risk point of the company, paged. */
export const getRiskPointPage = (input: RiskPointPageRequest, options?: CallOptions) =>
  request(ENDPOINTS.riskPointPage, input, options);
