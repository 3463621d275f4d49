import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';

/** The risk types to choose from. */
export const getRiskTypeSelect = (options?: CallOptions) =>
  request(ENDPOINTS.riskTypeSelect, {}, options);
