import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import {
  QUALIFICATION_ENDPOINTS,
  type AuditPackInput,
} from '@pest-portal/shared/contract/qualification';

/** What an audit pack for these companies and period will hold. */
export const getAuditPackPlan = (input: AuditPackInput, options?: CallOptions) =>
  request(QUALIFICATION_ENDPOINTS.auditPackPlan, input, options);

export const auditPackPlanQuery = (input: AuditPackInput) =>
  queryOptions({
    queryKey: ['qualification', 'auditPackPlan', input],
    queryFn: ({ signal }) => getAuditPackPlan(input, { signal }),
  });
