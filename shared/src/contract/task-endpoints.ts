import { get, post } from './endpoint';

/**
 * The endpoints of spec §7 owned by the dashboard, qualification and scanner sections.
 * Their paths and methods are fixed by the spec; their schemas are written by the issue
 * that builds each section (in its own entry, shared/src/contract/<section>/), until then
 * `unknown`, so a caller must narrow what it reads. The service section's are in ./service.
 */
type Open = Record<string, unknown>;

export const TASK_ENDPOINTS = {

  equipmentTrendsSelect: get<Open, unknown>('/customer/equipmentTrends/select'),
  equipmentTrendsTypeSelect: get<Open, unknown>('/customer/equipmentTrends/typeSelect'),
  equipmentTrends: post<Open, unknown>('/customer/equipmentTrends/trends'),
  monthPestCount: post<Open, unknown>('/customer/home/v1.7.0/monthPestCount'),
  pestCount: post<Open, unknown>('/customer/home/v1.7.0/pestCount'),
  areaPestCount: post<Open, unknown>('/customer/home/v1.7.0/areaPestCount'),
  getInputPest: post<Open, unknown>('/customer/home/v1.7.0/getInputPest'),
  areaDeviceCount: post<Open, unknown>('/customer/home/v1.7.0/areaDeviceCount'),
  selectAreaDevice: post<Open, unknown>('/customer/home/v1.7.0/selectAreaDevice'),
  dataSummary: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/dataSummary'),
  regionRiskCompare: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/regionRiskCompare'),
  riskCount: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskCount'),
  riskMember: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskMember'),
  riskTypeCount: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskTypeCount'),
  riskFollow: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskFollow'),
  taskSatisfaction: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/taskSatisfaction'),
  monthSatisfaction: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/monthSatisfaction'),
  responsibleMemberCount: post<Open, unknown>(
    '/customer/dataAnalysis/v1.8.0/responsibleMemberCount',
  ),
  districtSelect: get<Open, unknown>('/common/districtSelect'),
  orderSummary: post<Open, unknown>('/customer/home/orderSummary'),
  riskTrend: post<Open, unknown>('/customer/home/riskTrend'),

  // The QR endpoints are the scanner section's: @pest-portal/shared/contract/scanner.
} as const;
