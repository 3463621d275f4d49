import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { PlanPeriod } from '@pest-portal/shared/contract/service';

/** Plan completion over the company tree. */
export const getOrganization = (input: PlanPeriod, options?: CallOptions) =>
  request(ENDPOINTS.organization, input, options);
