import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

/** Delete a rule; the alerts it raised stay among the notifications. */
export const deleteAlertRule = (id: number, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.alertRuleDelete, { id }, options);
