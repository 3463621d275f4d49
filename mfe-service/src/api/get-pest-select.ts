import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';

/** The pests to choose from. */
export const getPestSelect = (options?: CallOptions) => request(ENDPOINTS.pestSelect, {}, options);
