import { Type, type Static } from '@sinclair/typebox';
import { DEVICE_TYPES, OneOf } from '../schema';
import { Count, DateText, Id, Name } from './schema-parts';

export { DEVICE_TYPES };
export const DeviceTypeCode = OneOf(DEVICE_TYPES);
export type DeviceType = Static<typeof DeviceTypeCode>;

/** A kind of device the caller's companies have, and how many (the type picker). */
export const DeviceTypeOption = Type.Object({ deviceType: DeviceTypeCode, deviceCount: Count });
export type DeviceTypeOption = Static<typeof DeviceTypeOption>;

/** The device picker's filter: one kind of device, or every device. */
export const TrendDeviceFilter = Type.Object(
  { deviceType: Type.Optional(DeviceTypeCode) },
  { additionalProperties: false },
);
export type TrendDeviceFilter = Static<typeof TrendDeviceFilter>;

/** A device of the caller's companies, named as its label on site reads, and where it stands. */
export const TrendDevice = Type.Object({
  deviceId: Id,
  deviceCode: Type.String({ maxLength: 64 }),
  deviceType: DeviceTypeCode,
  areaName: Name,
  memberName: Name,
});
export type TrendDevice = Static<typeof TrendDevice>;

/** A pest recorded on the caller's devices in the period (the pest picker). */
export const InputPest = Type.Object({ pestId: Id, pestName: Name });
export type InputPest = Static<typeof InputPest>;

export const TREND_UNITS = ['day', 'week', 'month'] as const;
export type TrendUnit = (typeof TREND_UNITS)[number];

/** Day by day, a chart over more than about three months is a wall of points: refused. */
export const MAX_DAY_UNIT_DAYS = 93;

/** At most this many devices on one chart: more lines than colours cannot be read. */
export const MAX_TREND_DEVICES = 10;

/**
 * The devices to draw, over a period (both days included, China time), counted per day,
 * week (starting Monday) or month, optionally one pest only.
 */
export const TrendInput = Type.Object(
  {
    deviceIds: Type.Array(Id, { minItems: 1, maxItems: MAX_TREND_DEVICES }),
    startDate: DateText,
    endDate: DateText,
    unit: OneOf(TREND_UNITS),
    pestId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type TrendInput = Static<typeof TrendInput>;

/**
 * One device in one bucket: how often it was checked and what it caught. A bucket is
 * named by its first day (YYYY-MM-DD; a month's is its 1st, clipped to the period's
 * start). Buckets without a check are absent: the chart shows them as gaps, not as zero.
 */
export const TrendRow = Type.Object({
  deviceId: Id,
  bucket: DateText,
  checks: Count,
  count: Count,
});
export type TrendRow = Static<typeof TrendRow>;
