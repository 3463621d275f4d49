import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

/** The pest alert rules of the current company (a headquarters: of its member companies). */
export const getAlertRules = (options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.alertRuleList, {}, options);

export const alertRulesQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'alertRules'],
    queryFn: ({ signal }) => getAlertRules({ signal, quiet: true }),
  });
