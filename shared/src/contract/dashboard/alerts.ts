import { Type, type Static } from '@sinclair/typebox';
import { OneOf } from '../schema';
import { Count, DateText, Id, Name } from './schema-parts';

/**
 * Pest alerts (issue 10): a member company's thresholds on the catches of one pest, in one
 * area or all of them, per week or per month. When a period's catches pass a threshold the
 * API adds one notification (msgType `alert`) and sends it to bound WeChat accounts.
 * The spec names no endpoints for this: api/README.md documents these as our design.
 */
export const ALERT_PERIOD_KINDS = ['week', 'month'] as const;
export const AlertPeriodKind = OneOf(ALERT_PERIOD_KINDS, { title: 'periodKind' });
export type AlertPeriodKind = Static<typeof AlertPeriodKind>;

/** A threshold is a count of animals: a positive whole number, bounded so a typo is caught. */
export const ALERT_THRESHOLD_MAX = 100_000;
const Threshold = Type.Integer({ minimum: 1, maximum: ALERT_THRESHOLD_MAX, title: 'threshold' });

/** The list: the current company's rules (a headquarters: its members'), or one member's. */
export const AlertRuleFilter = Type.Object(
  { memberId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type AlertRuleFilter = Static<typeof AlertRuleFilter>;

export const AlertRuleInput = Type.Object(
  {
    /** The company the rule watches; default the current one (mid). */
    memberId: Type.Optional(Id),
    pestId: Id,
    /** An area of that company; absent: all its areas. */
    areaId: Type.Optional(Id),
    periodKind: AlertPeriodKind,
    threshold: Threshold,
  },
  { additionalProperties: false },
);
export type AlertRuleInput = Static<typeof AlertRuleInput>;

/** What may change on a rule: its pest and area make it another rule (delete and add). */
export const AlertRuleUpdate = Type.Object(
  {
    id: Id,
    enabled: Type.Optional(Type.Boolean({ title: 'enabled' })),
    periodKind: Type.Optional(AlertPeriodKind),
    threshold: Type.Optional(Threshold),
  },
  { additionalProperties: false },
);
export type AlertRuleUpdate = Static<typeof AlertRuleUpdate>;

export const AlertRuleRef = Type.Object({ id: Id }, { additionalProperties: false });
export type AlertRuleRef = Static<typeof AlertRuleRef>;

export const AlertRule = Type.Object({
  id: Id,
  memberId: Id,
  memberName: Name,
  pestId: Id,
  pestName: Name,
  areaId: Type.Union([Id, Type.Null()]),
  areaName: Type.Union([Name, Type.Null()]),
  periodKind: AlertPeriodKind,
  threshold: Count,
  enabled: Type.Boolean(),
  /** The current period (China time): its first day, and the catches counted in it so far. */
  periodStart: DateText,
  currentCount: Count,
  /** An alert was raised for the current period (once per rule and period). */
  alerted: Type.Boolean(),
  createdBy: Type.Union([Name, Type.Null()]),
  createTime: Type.String(),
});
export type AlertRule = Static<typeof AlertRule>;
