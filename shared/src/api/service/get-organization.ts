import { ENDPOINTS } from '../../contract/endpoints';
import type { PlanPeriod } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Plan completion over the company tree. */
export const getOrganization = (input: PlanPeriod, options?: CallOptions) =>
  request(ENDPOINTS.organization, input, options);
