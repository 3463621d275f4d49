import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

/** The risk types to choose from. */
export const getRiskTypeSelect = (options?: CallOptions) =>
  request(ENDPOINTS.riskTypeSelect, {}, options);
