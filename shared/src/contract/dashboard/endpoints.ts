import { Type } from '@sinclair/typebox';
import { post } from '../endpoint';
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
} as const;
