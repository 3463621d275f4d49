import { Type, type Static } from '@sinclair/typebox';
import { Count, DateText, Id, Input, PAGE_INPUT, Str } from '../schema';

/**
 * Plan completion over a period (default: the current year). planned counts every
 * visit not cancelled, served those waitSign or finished, finished the signed ones;
 * completionRate is finished / planned, 0 when nothing is planned.
 */
const planCounts = {
  planned: Count(),
  served: Count(),
  finished: Count(),
  completionRate: Type.Number(),
};
export const PlanCounts = Type.Object(planCounts);
export type PlanCounts = Static<typeof PlanCounts>;

/** endDate not before startDate is the handler's check. */
const planPeriod = {
  startDate: Type.Optional(DateText()),
  endDate: Type.Optional(DateText()),
  taskTypeId: Type.Optional(Id()),
};
export const PlanPeriod = Input(planPeriod);
export type PlanPeriod = Static<typeof PlanPeriod>;

/** organization: the current company's tree, each node counting itself and its sub-companies. */
export const OrganizationNode = Type.Recursive(
  (Self) =>
    Type.Object({
      ...planCounts,
      memberId: Type.Integer(),
      memberName: Str(),
      isHq: Type.Boolean(),
      children: Type.Array(Self),
    }),
  { $id: 'OrganizationNode' },
);
export type OrganizationNode = Static<typeof OrganizationNode>;

export const TaskTypeCountRequest = Input({
  ...PAGE_INPUT,
  ...planPeriod,
  /** One member (with its sub-companies); by default the whole current company. */
  memberId: Type.Optional(Id()),
});
export type TaskTypeCountRequest = Static<typeof TaskTypeCountRequest>;

/** taskTypeCountPage: one row per member company and service type. */
export const TaskTypeCount = Type.Object({
  ...planCounts,
  memberId: Type.Integer(),
  memberName: Str(),
  taskTypeId: Type.Integer(),
  taskTypeName: Str(),
});
export type TaskTypeCount = Static<typeof TaskTypeCount>;
