import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type RiskPointPageRequest } from '@pest-portal/shared/contract/service';

/** Every risk point of the company, paged. */
export const getRiskPointPage = (input: RiskPointPageRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.riskPointPage, input, options);
