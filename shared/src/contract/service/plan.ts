import type { PageQuery } from '../envelope';
import type { DateString } from './task';

/**
 * Plan completion over a period (default: the current year). planned counts every
 * visit not cancelled, served those waitSign or finished, finished the signed ones;
 * completionRate is finished / planned, 0 when nothing is planned.
 */
export interface PlanCounts {
  planned: number;
  served: number;
  finished: number;
  completionRate: number;
}

export interface PlanPeriod {
  startDate?: DateString;
  endDate?: DateString;
  taskTypeId?: number;
}

/** organization: the current company's tree, each node counting itself and its sub-companies. */
export interface OrganizationNode extends PlanCounts {
  memberId: number;
  memberName: string;
  isHq: boolean;
  children: OrganizationNode[];
}

export interface TaskTypeCountRequest extends PageQuery, PlanPeriod {
  /** One member (with its sub-companies); by default the whole current company. */
  memberId?: number;
}

/** taskTypeCountPage: one row per member company and service type. */
export interface TaskTypeCount extends PlanCounts {
  memberId: number;
  memberName: string;
  taskTypeId: number;
  taskTypeName: string;
}
