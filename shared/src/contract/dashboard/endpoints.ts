import { Type } from '@sinclair/typebox';
import { get, post } from '../endpoint';
import {
  AreaDeviceRow,
  AreaOption,
  AreaPestRow,
  HomeFilter,
  MonthPestRow,
  NoInput,
  OrderSummary,
  PestCountRow,
  RiskTrendRow,
} from './home';
import {
  DataSummary,
  DistrictOption,
  GroupFilter,
  MonthSatisfactionRow,
  ResponsibleMemberCount,
  RegionFilter,
  RegionRiskRow,
  RiskFollowRow,
  RiskGradeRow,
  RiskMemberRow,
  RiskTypeRow,
  TaskSatisfactionRow,
} from './group';
import {
  AlertRule,
  AlertRuleFilter,
  AlertRuleInput,
  AlertRuleRef,
  AlertRuleUpdate,
} from './alerts';
import {
  DeviceTypeOption,
  InputPest,
  TrendDevice,
  TrendDeviceFilter,
  TrendInput,
  TrendRow,
} from './trend';
import { SitePlan, SitePlanArea, SitePlanAreaInput, SitePlanInput } from './site-plan';

/**
 * The dashboard section's endpoints (spec §7 "Trends and dashboards"), with their schemas.
 * The API validates input with them; the remote's calls are typed from them.
 */
export const DASHBOARD_ENDPOINTS = {
  orderSummary: post('/customer/home/orderSummary', { input: NoInput, output: OrderSummary }),
  riskTrend: post('/customer/home/riskTrend', {
    input: HomeFilter,
    output: Type.Array(RiskTrendRow),
  }),
  monthPestCount: post('/customer/home/v1.7.0/monthPestCount', {
    input: HomeFilter,
    output: Type.Array(MonthPestRow),
  }),
  pestCount: post('/customer/home/v1.7.0/pestCount', {
    input: HomeFilter,
    output: Type.Array(PestCountRow),
  }),
  areaPestCount: post('/customer/home/v1.7.0/areaPestCount', {
    input: HomeFilter,
    output: Type.Array(AreaPestRow),
  }),
  areaDeviceCount: post('/customer/home/v1.7.0/areaDeviceCount', {
    input: HomeFilter,
    output: Type.Array(AreaDeviceRow),
  }),
  selectAreaDevice: post('/customer/home/v1.7.0/selectAreaDevice', {
    input: NoInput,
    output: Type.Array(AreaOption),
  }),
  dataSummary: post('/customer/dataAnalysis/v1.8.0/dataSummary', {
    input: GroupFilter,
    output: DataSummary,
  }),
  riskMember: post('/customer/dataAnalysis/v1.8.0/riskMember', {
    input: GroupFilter,
    output: Type.Array(RiskMemberRow),
  }),
  riskTypeCount: post('/customer/dataAnalysis/v1.8.0/riskTypeCount', {
    input: GroupFilter,
    output: Type.Array(RiskTypeRow),
  }),
  riskFollow: post('/customer/dataAnalysis/v1.8.0/riskFollow', {
    input: GroupFilter,
    output: Type.Array(RiskFollowRow),
  }),
  monthSatisfaction: post('/customer/dataAnalysis/v1.8.0/monthSatisfaction', {
    input: GroupFilter,
    output: Type.Array(MonthSatisfactionRow),
  }),
  taskSatisfaction: post('/customer/dataAnalysis/v1.8.0/taskSatisfaction', {
    input: GroupFilter,
    output: Type.Array(TaskSatisfactionRow),
  }),
  riskCount: post('/customer/dataAnalysis/v1.8.0/riskCount', {
    input: GroupFilter,
    output: Type.Array(RiskGradeRow),
  }),
  responsibleMemberCount: post('/customer/dataAnalysis/v1.8.0/responsibleMemberCount', {
    input: GroupFilter,
    output: ResponsibleMemberCount,
  }),
  regionRiskCompare: post('/customer/dataAnalysis/v1.8.0/regionRiskCompare', {
    input: RegionFilter,
    output: Type.Array(RegionRiskRow),
  }),
  districtSelect: get('/common/districtSelect', {
    input: NoInput,
    output: Type.Array(DistrictOption),
  }),
  getInputPest: post('/customer/home/v1.7.0/getInputPest', {
    input: HomeFilter,
    output: Type.Array(InputPest),
  }),
  equipmentTrendsTypeSelect: get('/customer/equipmentTrends/typeSelect', {
    input: NoInput,
    output: Type.Array(DeviceTypeOption),
  }),
  equipmentTrendsSelect: get('/customer/equipmentTrends/select', {
    input: TrendDeviceFilter,
    output: Type.Array(TrendDevice),
  }),
  equipmentTrends: post('/customer/equipmentTrends/trends', {
    input: TrendInput,
    output: Type.Array(TrendRow),
  }),
  sitePlanAreas: post('/customer/sitePlan/areaSelect', {
    input: SitePlanAreaInput,
    output: Type.Array(SitePlanArea),
  }),
  sitePlanDevices: post('/customer/sitePlan/areaDevices', {
    input: SitePlanInput,
    output: SitePlan,
  }),
  alertRuleList: post('/customer/alertRule/list', {
    input: AlertRuleFilter,
    output: Type.Array(AlertRule),
  }),
  alertRuleAdd: post('/customer/alertRule/add', { input: AlertRuleInput, output: AlertRule }),
  alertRuleUpdate: post('/customer/alertRule/update', {
    input: AlertRuleUpdate,
    output: AlertRule,
  }),
  alertRuleDelete: post('/customer/alertRule/delete', { input: AlertRuleRef, output: Type.Null() }),
} as const;
