import { ENDPOINTS } from '../../contract/endpoints';
import { request, type CallOptions } from '../http-client';

/** The pests to choose from. */
export const getPestSelect = (options?: CallOptions) => request(ENDPOINTS.pestSelect, {}, options);
