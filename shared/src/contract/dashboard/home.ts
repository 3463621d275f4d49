import { Type, type Static } from '@sinclair/typebox';
import { Count, DateText, Id, MonthText, Name } from './schema-parts';

/**
 * The home page's filter: a date range (both ends included, China time) and an optional
 * area of the current company. Without dates the API covers the last twelve months.
 */
export const HomeFilter = Type.Object({
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  areaId: Type.Optional(Id),
});
export type HomeFilter = Static<typeof HomeFilter>;

/** The five work-order figures; each is the total of its list in the service section. */
export const OrderSummary = Type.Object({
  /** serviceReportStatus: served, awaiting the customer's signature. */
  waitSign: Count,
  /** waitingServiceStatus: planned this month, not yet served. */
  waitService: Count,
  /** remainingWorkOrders: planned this year, not yet served (overdue included). */
  remaining: Count,
  /** annualTotalWorkOrder: planned this year, not cancelled. */
  annualTotal: Count,
  /** completedCurrentYear: planned this year and signed. */
  completed: Count,
});
export type OrderSummary = Static<typeof OrderSummary>;

/** Risk points found per month, and how many of them are closed by now. */
export const RiskTrendRow = Type.Object({ month: MonthText, found: Count, closed: Count });
export type RiskTrendRow = Static<typeof RiskTrendRow>;

/** Catches per month and pest; months without a catch are absent (the chart fills them). */
export const MonthPestRow = Type.Object({
  month: MonthText,
  pestId: Id,
  pestName: Name,
  count: Count,
});
export type MonthPestRow = Static<typeof MonthPestRow>;

export const PestCountRow = Type.Object({ pestId: Id, pestName: Name, count: Count });
export type PestCountRow = Static<typeof PestCountRow>;

export const AreaPestRow = Type.Object({ areaId: Id, areaName: Name, count: Count });
export type AreaPestRow = Static<typeof AreaPestRow>;

/** Devices of an area, and how many of them caught something in the period. */
export const AreaDeviceRow = Type.Object({
  areaId: Id,
  areaName: Name,
  deviceCount: Count,
  activeCount: Count,
});
export type AreaDeviceRow = Static<typeof AreaDeviceRow>;

/** The current company's areas with their devices (the area filter, the site plan). */
export const AreaOption = Type.Object({
  areaId: Id,
  areaName: Name,
  /** The company the area belongs to (a headquarters' alert form narrows the areas by it). */
  memberId: Id,
  memberName: Name,
  deviceCount: Count,
});
export type AreaOption = Static<typeof AreaOption>;

export const NoInput = Type.Object({});
