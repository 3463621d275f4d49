import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS } from '@pest-portal/shared/contract/service';

/** The risk grades to choose from, low to high. */
export const getRiskGradeSelect = (options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.riskGradeSelect, {}, options);
