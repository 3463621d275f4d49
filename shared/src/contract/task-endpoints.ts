import { get, post } from './endpoint';

/**
 * The endpoints of spec §7 that no section serves yet (the dashboard's regional comparison,
 * district list and two group figures). Their paths and methods are fixed by
 * the spec; their schemas come with the work that builds them, in the dashboard's own
 * entry (shared/src/contract/dashboard/). Until then they answer the envelope 404.
 */
type Open = Record<string, unknown>;

export const TASK_ENDPOINTS = {
  regionRiskCompare: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/regionRiskCompare'),
  riskCount: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskCount'),
  responsibleMemberCount: post<Open, unknown>(
    '/customer/dataAnalysis/v1.8.0/responsibleMemberCount',
  ),
  districtSelect: get<Open, unknown>('/common/districtSelect'),
} as const;
