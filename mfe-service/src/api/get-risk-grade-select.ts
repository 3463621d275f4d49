import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';

/** The risk grades to choose from, low to high. */
export const getRiskGradeSelect = (options?: CallOptions) =>
  request(ENDPOINTS.riskGradeSelect, {}, options);
