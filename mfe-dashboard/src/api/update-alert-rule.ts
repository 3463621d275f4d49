import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type AlertRuleUpdate } from '@pest-portal/shared/contract/dashboard';

/** Enable or disable a rule, or change its period or threshold. */
export const updateAlertRule = (input: AlertRuleUpdate, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.alertRuleUpdate, input, options);
