import {
  ENDPOINTS,
  TASK_SORT_FIELDS,
  TASK_STATUSES,
  type TaskPageRequest,
  type TaskStatus,
  type WorkOrderListRequest,
} from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { asRecord, FieldErrors, noInput, readString } from '../http/validation';
import { STATUS_OPTIONS } from './labels';
import { readOptionalDate, readOptionalEnum, readOptionalId, readPage } from './parse';
import { monthRange, yearRange } from './period';
import { memberScope } from './scope';
import { taskPage, type TaskQuery } from './task-list-query';

export function parseTaskPage(raw: unknown): TaskPageRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const page = readPage(body, errors);
  const statusList = Array.isArray(body.statusList) ? body.statusList : undefined;
  if (statusList && !statusList.every((s) => TASK_STATUSES.includes(s as TaskStatus)))
    errors.add('statusList', 'statusList 含无效状态');
  const request: TaskPageRequest = {
    ...page,
    status: readOptionalEnum(body, 'status', TASK_STATUSES, errors),
    statusList: statusList as TaskStatus[] | undefined,
    startDate: readOptionalDate(body, 'startDate', errors),
    endDate: readOptionalDate(body, 'endDate', errors),
    taskTypeId: readOptionalId(body, 'taskTypeId', errors),
    memberId: readOptionalId(body, 'memberId', errors),
    memberOnly: body.memberOnly === true || undefined,
    orderNo: readString(body.orderNo)?.trim().slice(0, 40) || undefined,
    sortField: readOptionalEnum(body, 'sortField', TASK_SORT_FIELDS, errors),
    sortOrder: readOptionalEnum(body, 'sortOrder', ['asc', 'desc'] as const, errors),
  };
  if (request.startDate && request.endDate && request.startDate > request.endDate)
    errors.add('endDate', '结束日期不能早于开始日期');
  if (body.memberOnly !== undefined && typeof body.memberOnly !== 'boolean')
    errors.add('memberOnly', 'memberOnly 须为布尔值');
  if (request.memberOnly && request.memberId === undefined)
    errors.add('memberOnly', 'memberOnly 须与 memberId 一起使用');
  errors.throwIfAny();
  return request;
}

/** The members a list covers: the named member alone when asked (memberOnly), else its subtree. */
function listMembers(auth: Parameters<typeof memberScope>[0], input: TaskPageRequest): number[] {
  const scope = memberScope(auth, input.memberId);
  return input.memberOnly && input.memberId !== undefined ? [input.memberId] : scope;
}

export function parseWorkOrderList(raw: unknown): WorkOrderListRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const request = { ...readPage(body, errors), memberId: readOptionalId(body, 'memberId', errors) };
  errors.throwIfAny();
  return request;
}

type Fixed = Omit<TaskQuery, 'customerId' | 'members' | 'pageNum' | 'pageSize'>;
const OPEN: TaskStatus[] = ['pending', 'inService'];

/**
 * The five fixed lists of the home counters. remainingWorkOrders uses skipPage: this
 * year's visits not yet served (pending or in service, overdue ones included), soonest
 * first. "This year" is by plan date, so all = finished + waitSign + remaining.
 */
const FIXED_LISTS = [
  [
    ENDPOINTS.waitSignOrderPage,
    () => ({ statuses: ['waitSign'], sortField: 'planDate', sortOrder: 'desc' }),
  ],
  [
    ENDPOINTS.waitTaskPage,
    (now) => ({ statuses: OPEN, ...monthRange(now), sortField: 'planDate', sortOrder: 'asc' }),
  ],
  [
    ENDPOINTS.taskSkipPage,
    (now) => ({ statuses: OPEN, ...yearRange(now), sortField: 'planDate', sortOrder: 'asc' }),
  ],
  [
    ENDPOINTS.allTaskPage,
    (now) => ({
      statuses: [...OPEN, 'waitSign', 'finished'],
      ...yearRange(now),
      sortField: 'planDate',
      sortOrder: 'desc',
    }),
  ],
  [
    ENDPOINTS.finishTaskPage,
    (now) => ({
      statuses: ['finished'],
      ...yearRange(now),
      sortField: 'planDate',
      sortOrder: 'desc',
    }),
  ],
] as const satisfies ReadonlyArray<readonly [unknown, (now: Date) => Fixed]>;

export function registerTaskListRoutes(router: Router, ctx: AppContext): void {
  for (const endpoint of [ENDPOINTS.servicePage, ENDPOINTS.taskPage]) {
    router.route(endpoint, {
      parse: parseTaskPage,
      handle: (input, { auth }) =>
        taskPage(ctx.db, {
          ...input,
          customerId: auth.customerId,
          members: listMembers(auth, input),
          statuses: input.statusList?.length
            ? input.statusList
            : input.status
              ? [input.status]
              : undefined,
          sortField: input.sortField ?? 'planDate',
          sortOrder: input.sortOrder ?? 'desc',
        }),
    });
  }
  for (const [endpoint, fixed] of FIXED_LISTS) {
    router.route(endpoint, {
      parse: parseWorkOrderList,
      handle: (input, { auth }) =>
        taskPage(ctx.db, {
          ...fixed(ctx.now()),
          ...input,
          customerId: auth.customerId,
          members: memberScope(auth, input.memberId),
        }),
    });
  }
  router.route(ENDPOINTS.taskStatusSelect, {
    parse: noInput,
    handle: () => Promise.resolve(STATUS_OPTIONS),
  });
}
