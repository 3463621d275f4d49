import { Type, type Static } from '@sinclair/typebox';
import { Count, DateText, Id, MonthText, Name } from './schema-parts';

/**
 * The group home's filter: a period (China time, both days included; default the last
 * twelve months), a member company (its subtree; default the whole current company) and
 * a service provider branch (visits it served, risks found on them).
 */
export const GroupFilter = Type.Object({
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  memberId: Type.Optional(Id),
  pcoId: Type.Optional(Id),
});
export type GroupFilter = Static<typeof GroupFilter>;

/** The group's figures over the period. */
export const DataSummary = Type.Object({
  /** Companies covered (the member and its sub-companies). */
  memberCount: Count,
  /** Visits served in the period (report ready or signed). */
  visitCount: Count,
  riskCount: Count,
  /** Of those risks, the ones not closed yet. */
  openRiskCount: Count,
  /** Mean rating of the period's rated visits, one decimal; null when none was rated. */
  avgScore: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()]),
});
export type DataSummary = Static<typeof DataSummary>;

/** Risks found per member company; a click drills into that member. */
export const RiskMemberRow = Type.Object({
  memberId: Id,
  memberName: Name,
  found: Count,
  open: Count,
});
export type RiskMemberRow = Static<typeof RiskMemberRow>;

export const RiskTypeRow = Type.Object({ riskTypeId: Id, riskTypeName: Name, count: Count });
export type RiskTypeRow = Static<typeof RiskTypeRow>;

export const RISK_STATUSES = ['pending', 'rectifying', 'closed'] as const;
/** Where the period's risks stand now: pending, being rectified, closed. */
export const RiskFollowRow = Type.Object({
  status: Type.Union(RISK_STATUSES.map((s) => Type.Literal(s))),
  count: Count,
});
export type RiskFollowRow = Static<typeof RiskFollowRow>;

/** Mean rating per month of the visits served in it, and how many were rated. */
export const MonthSatisfactionRow = Type.Object({
  month: MonthText,
  avgScore: Type.Number({ minimum: 1, maximum: 5 }),
  ratedCount: Count,
});
export type MonthSatisfactionRow = Static<typeof MonthSatisfactionRow>;

/** How many visits got each rating, 1 to 5. */
export const TaskSatisfactionRow = Type.Object({
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  count: Count,
});
export type TaskSatisfactionRow = Static<typeof TaskSatisfactionRow>;
