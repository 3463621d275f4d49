import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS } from '@pest-portal/shared/contract/service';

/** The risk types to choose from. */
export const getRiskTypeSelect = (options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.riskTypeSelect, {}, options);
