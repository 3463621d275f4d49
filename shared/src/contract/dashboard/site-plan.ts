import { Type, type Static } from '@sinclair/typebox';
import { Count, DateText, Id, Name } from './schema-parts';
import { DeviceTypeCode } from './trend';

/**
 * The site plan (issue 10): a member company's areas with their floor plans, and an
 * area's devices placed on its plan with what they recorded in a period. The paths are
 * ours (spec §7 names none): api/README.md and mfe-dashboard/README.md describe them.
 */

/** Whose areas: the current company (mid and its sub-companies), or one member of it. */
export const SitePlanAreaInput = Type.Object({ memberId: Type.Optional(Id) });
export type SitePlanAreaInput = Static<typeof SitePlanAreaInput>;

/** An area's floor plan: the image's URL (an <img> loads it; it carries its own ticket) and size in pixels. */
export const PlanImage = Type.Object({
  url: Type.String({ maxLength: 500 }),
  width: Type.Integer({ minimum: 1, maximum: 10000 }),
  height: Type.Integer({ minimum: 1, maximum: 10000 }),
});
export type PlanImage = Static<typeof PlanImage>;

/** An area of a member company, and its plan (null: none drawn yet). */
export const SitePlanArea = Type.Object({
  areaId: Id,
  areaName: Name,
  memberId: Id,
  memberName: Type.String({ maxLength: 200 }),
  deviceCount: Count,
  plan: Type.Union([PlanImage, Type.Null()]),
});
export type SitePlanArea = Static<typeof SitePlanArea>;

/** One area over a period (both days included, China time; default the last twelve months). */
export const SitePlanInput = Type.Object({
  areaId: Id,
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
});
export type SitePlanInput = Static<typeof SitePlanInput>;

/** Where on the plan, as fractions of its width and height from the top left corner. */
const Fraction = Type.Number({ minimum: 0, maximum: 1 });

/** A device on the plan and what its checks in the period recorded. */
export const SitePlanDevice = Type.Object({
  deviceId: Id,
  deviceCode: Type.String({ maxLength: 64 }),
  deviceType: DeviceTypeCode,
  /** Null when the device has not been placed on the plan. */
  x: Type.Union([Fraction, Type.Null()]),
  y: Type.Union([Fraction, Type.Null()]),
  /** Checks in the period. */
  checkCount: Count,
  /** Checks in the period that found at least one pest. */
  pestCheckCount: Count,
  /** Pests caught in the period, all kinds together. */
  catchTotal: Count,
  /** Checks in the period that found the device damaged, missing or replaced. */
  abnormalCount: Count,
  /** The last check in the period (YYYY-MM-DD HH:mm), or null. */
  lastCheckedAt: Type.Union([Type.String({ maxLength: 32 }), Type.Null()]),
});
export type SitePlanDevice = Static<typeof SitePlanDevice>;

/** The area, the period as applied, and its devices by code. */
export const SitePlan = Type.Object({
  area: SitePlanArea,
  startDate: DateText,
  endDate: DateText,
  devices: Type.Array(SitePlanDevice),
});
export type SitePlan = Static<typeof SitePlan>;
