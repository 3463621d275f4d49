import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS } from '@pest-portal/shared/contract/service';

/** The pests to choose from. */
export const getPestSelect = (options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.pestSelect, {}, options);
