import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type AlertRuleInput } from '@pest-portal/shared/contract/dashboard';

/** A new rule; the API evaluates it at once (it may alert straight away). */
export const addAlertRule = (input: AlertRuleInput, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.alertRuleAdd, input, options);
