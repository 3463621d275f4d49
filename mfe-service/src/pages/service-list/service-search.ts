import {
  TASK_SORT_FIELDS,
  TASK_STATUSES,
  type SortOrder,
  type TaskPageRequest,
  type TaskSortField,
  type TaskStatus,
} from '@pest-portal/shared/contract/service';
import { pageOf } from '../../components/use-page-param';
import { readId } from '../../components/use-id-param';

/** The service list's view: page, filters and sort, all kept in the URL. */
export interface ServiceSearch {
  pageNum: number;
  status?: TaskStatus;
  startDate?: string;
  endDate?: string;
  taskTypeId?: number;
  memberId?: number;
  /** The member alone, not its sub-companies (a plan row's own visits). */
  memberOnly?: boolean;
  /** The visits a plan counts as planned: every status but cancelled (plan detail's drill-down). */
  planned?: boolean;
  sortField?: TaskSortField;
  sortOrder?: SortOrder;
}

/** What plan completion counts as planned (api plan-query: status <> 'cancelled'). */
export const PLANNED_STATUSES: TaskStatus[] = TASK_STATUSES.filter((s) => s !== 'cancelled');

/** The query parameter of each part of the view. */
export const SEARCH_PARAMS = {
  pageNum: 'page',
  status: 'status',
  startDate: 'start',
  endDate: 'end',
  taskTypeId: 'type',
  memberId: 'member',
  memberOnly: 'own',
  planned: 'planned',
  sortField: 'sort',
  sortOrder: 'order',
} as const satisfies Record<keyof ServiceSearch, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === raw);
}

/** A yes/no part of the view: present as 1, absent otherwise. */
function flag(raw: string | null): true | undefined {
  return raw === '1' ? true : undefined;
}

function date(raw: string | null): string | undefined {
  return raw && DATE.test(raw) ? raw : undefined;
}

/** Read the view from the URL; whatever is missing or malformed falls back to the default. */
export function readServiceSearch(params: URLSearchParams): ServiceSearch {
  const sortField = oneOf(params.get(SEARCH_PARAMS.sortField), TASK_SORT_FIELDS);
  return {
    pageNum: pageOf(params.get(SEARCH_PARAMS.pageNum)),
    status: oneOf(params.get(SEARCH_PARAMS.status), TASK_STATUSES),
    startDate: date(params.get(SEARCH_PARAMS.startDate)),
    endDate: date(params.get(SEARCH_PARAMS.endDate)),
    taskTypeId: readId(params.get(SEARCH_PARAMS.taskTypeId)) ?? undefined,
    memberId: readId(params.get(SEARCH_PARAMS.memberId)) ?? undefined,
    memberOnly: flag(params.get(SEARCH_PARAMS.memberOnly)),
    planned: flag(params.get(SEARCH_PARAMS.planned)),
    sortField,
    sortOrder: sortField
      ? (oneOf(params.get(SEARCH_PARAMS.sortOrder), ['asc', 'desc'] as const) ?? 'desc')
      : undefined,
  };
}

/**
 * Write the view into a copy of `current`: parameters that are not ours (the plan page's
 * own) stay; defaults (page 1, no filter) are left out, so the plain URL is the default view.
 */
export function writeServiceSearch(
  search: ServiceSearch,
  current = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [field, name] of Object.entries(SEARCH_PARAMS) as [keyof ServiceSearch, string][]) {
    const value = search[field];
    const isDefault =
      value === undefined || value === false || (field === 'pageNum' && value === 1);
    if (isDefault) next.delete(name);
    else next.set(name, value === true ? '1' : String(value));
  }
  return next;
}

/** The servicePage request for the view. */
export function toTaskPageRequest(search: ServiceSearch, pageSize: number): TaskPageRequest {
  const { pageNum, planned, memberOnly, ...filters } = search;
  const request: TaskPageRequest = { pageNum, pageSize };
  for (const [field, value] of Object.entries(filters))
    if (value !== undefined) Object.assign(request, { [field]: value });
  // A chosen status narrows the planned visits further; without one, all planned ones.
  if (planned && !search.status) request.statusList = PLANNED_STATUSES;
  if (memberOnly && search.memberId !== undefined) request.memberOnly = true;
  return request;
}
