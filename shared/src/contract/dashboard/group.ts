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

/** The period's risks per grade (low to high), found and still open. */
export const RiskGradeRow = Type.Object({
  riskGradeId: Id,
  riskGradeName: Name,
  /** 1 low .. 3 high: orders and colours the grade. */
  level: Type.Integer({ minimum: 1, maximum: 9 }),
  found: Count,
  open: Count,
});
export type RiskGradeRow = Static<typeof RiskGradeRow>;

/**
 * The companies in scope by what their period's risks ask of them: some still open (they
 * must act), all closed, or none found.
 */
export const ResponsibleMemberCount = Type.Object({
  withOpenRisks: Count,
  allClosed: Count,
  noRisks: Count,
});
export type ResponsibleMemberCount = Static<typeof ResponsibleMemberCount>;

/** A region where the caller's companies stand, with its ancestors (the region picker). */
export const DistrictOption = Type.Object({
  districtId: Id,
  parentId: Type.Union([Id, Type.Null()]),
  districtName: Name,
  /** 1 province, 2 city, 3 district. */
  level: Type.Integer({ minimum: 1, maximum: 3 }),
});
export type DistrictOption = Static<typeof DistrictOption>;

/** The group filter, and the region whose parts are compared (none: the provinces). */
export const RegionFilter = Type.Object({
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  memberId: Type.Optional(Id),
  pcoId: Type.Optional(Id),
  districtId: Type.Optional(Id),
});
export type RegionFilter = Static<typeof RegionFilter>;

/** One part of the region: its companies in scope and their period's risks. */
export const RegionRiskRow = Type.Object({
  districtId: Id,
  districtName: Name,
  memberCount: Count,
  found: Count,
  open: Count,
});
export type RegionRiskRow = Static<typeof RegionRiskRow>;
