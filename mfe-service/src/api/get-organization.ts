import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type PlanPeriod } from '@pest-portal/shared/contract/service';

/** Plan completion over the company tree. */
export const getOrganization = (input: PlanPeriod, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.organization, input, options);
