import type { PageQuery } from '../envelope';

/**
 * A work order's life: pending (planned) -> inService (technician on site) -> waitSign
 * (served, report ready) -> finished (signed by the customer); or cancelled.
 */
export const TASK_STATUSES = ['pending', 'inService', 'waitSign', 'finished', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Dates are `YYYY-MM-DD` (spec §9); times `YYYY-MM-DD HH:mm:ss`, China time, as everywhere in the API. */
export type DateString = string;
export type TimeString = string;

/** One row of every work-order list. */
export interface TaskSummary {
  id: number;
  orderNo: string;
  memberId: number;
  memberName: string;
  taskTypeId: number;
  taskTypeName: string;
  status: TaskStatus;
  statusName: string;
  planDate: DateString;
  startTime: TimeString | null;
  endTime: TimeString | null;
  technicianName: string;
  address: string;
  /** The customer's rating, 1-5, once given. */
  score: number | null;
}

export const TASK_SORT_FIELDS = ['planDate', 'endTime', 'orderNo', 'status'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** Filters shared by servicePage and task/page; every one optional. */
export interface TaskFilter {
  status?: TaskStatus;
  /** Several statuses at once (task/page), e.g. ['pending', 'inService'] for "not yet served". */
  statusList?: TaskStatus[];
  /** Plan date from and to, inclusive. */
  startDate?: DateString;
  endDate?: DateString;
  taskTypeId?: number;
  /** A member company within the current company (headquarters: one of its members); its sub-companies are included. */
  memberId?: number;
  /**
   * With memberId: that member's own visits, without its sub-companies' (a plan row per
   * member and type counts only the member's own, so its drill-down must list only those).
   */
  memberOnly?: boolean;
  /** Part of the order number. */
  orderNo?: string;
}

/** Default order: planDate desc, then id desc. */
export interface TaskPageRequest extends PageQuery, TaskFilter {
  sortField?: TaskSortField;
  sortOrder?: SortOrder;
}

/**
 * The five fixed lists (waitSignOrderPage, waitTaskPage, allTaskPage, finishTaskPage,
 * skipPage): the list decides status and period, the caller only pages and may narrow
 * to a member.
 */
export interface WorkOrderListRequest extends PageQuery {
  memberId?: number;
}

export interface TaskIdQuery {
  taskId: number;
}

export interface StatusOption {
  value: TaskStatus;
  label: string;
}
