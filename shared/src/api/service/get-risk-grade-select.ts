import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

/** The risk grades to choose from, low to high. */
export const getRiskGradeSelect = (options?: CallOptions) =>
  request(ENDPOINTS.riskGradeSelect, {}, options);
