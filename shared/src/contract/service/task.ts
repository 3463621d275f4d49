import { Type, type Static } from '@sinclair/typebox';
import {
  DateOut,
  DateText,
  Id,
  Input,
  Nullable,
  OneOf,
  PAGE_INPUT,
  Str,
  Text,
  TimeText,
} from '../schema';

/**
 * A work order's life: pending (planned) -> inService (technician on site) -> waitSign
 * (served, report ready) -> finished (signed by the customer); or cancelled.
 */
export const TASK_STATUSES = ['pending', 'inService', 'waitSign', 'finished', 'cancelled'] as const;
export const TaskStatus = OneOf(TASK_STATUSES);
export type TaskStatus = Static<typeof TaskStatus>;

/** Dates are `YYYY-MM-DD` (spec §9); times `YYYY-MM-DD HH:mm:ss`, China time, as everywhere in the API. */
export type DateString = string;
export type TimeString = string;

/** One row of every work-order list. */
export const TaskSummary = Type.Object({
  id: Type.Integer(),
  orderNo: Str(),
  memberId: Type.Integer(),
  memberName: Str(),
  taskTypeId: Type.Integer(),
  taskTypeName: Str(),
  status: TaskStatus,
  statusName: Str(),
  planDate: DateOut(),
  startTime: Nullable(TimeText()),
  endTime: Nullable(TimeText()),
  technicianName: Str(),
  address: Str(),
  /** The customer's rating, 1-5, once given. */
  score: Nullable(Type.Integer()),
});
export type TaskSummary = Static<typeof TaskSummary>;

export const TASK_SORT_FIELDS = ['planDate', 'endTime', 'orderNo', 'status'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** Filters shared by servicePage and task/page; every one optional. */
export const TASK_FILTER = {
  status: Type.Optional(TaskStatus),
  /** Several statuses at once (task/page), e.g. ['pending', 'inService'] for "not yet served". */
  statusList: Type.Optional(Type.Array(TaskStatus, { maxItems: TASK_STATUSES.length })),
  /** Plan date from and to, inclusive (endDate not before startDate: the handler's check). */
  startDate: Type.Optional(DateText()),
  endDate: Type.Optional(DateText()),
  taskTypeId: Type.Optional(Id()),
  /** A member company within the current company (headquarters: one of its members); its sub-companies are included. */
  memberId: Type.Optional(Id()),
  /**
   * With memberId: that member's own visits, without its sub-companies' (a plan row per
   * member and type counts only the member's own, so its drill-down must list only those).
   */
  memberOnly: Type.Optional(Type.Boolean()),
  /** Part of the order number. */
  orderNo: Type.Optional(Text(40)),
};
export const TaskFilter = Type.Object(TASK_FILTER);
export type TaskFilter = Static<typeof TaskFilter>;

/** Default order: planDate desc, then id desc. */
export const TaskPageRequest = Input({
  ...PAGE_INPUT,
  ...TASK_FILTER,
  sortField: Type.Optional(OneOf(TASK_SORT_FIELDS)),
  sortOrder: Type.Optional(OneOf(['asc', 'desc'])),
});
export type TaskPageRequest = Static<typeof TaskPageRequest>;

/**
 * The five fixed lists (waitSignOrderPage, waitTaskPage, allTaskPage, finishTaskPage,
 * skipPage): the list decides status and period, the caller only pages and may narrow
 * to a member.
 */
export const WorkOrderListRequest = Input({ ...PAGE_INPUT, memberId: Type.Optional(Id()) });
export type WorkOrderListRequest = Static<typeof WorkOrderListRequest>;

export const TaskIdQuery = Input({ taskId: Id() });
export type TaskIdQuery = Static<typeof TaskIdQuery>;

export const StatusOption = Type.Object({ value: TaskStatus, label: Str() });
export type StatusOption = Static<typeof StatusOption>;
