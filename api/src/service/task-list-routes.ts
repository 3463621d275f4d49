import { ENDPOINTS, type TaskStatus } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { invalidRule } from '../http/api-failure';
import { STATUS_OPTIONS } from './labels';
import { monthRange, yearRange } from './period';
import { memberScope } from './scope';
import { taskPage, type TaskQuery } from './task-list-query';

/** The members a list covers: the named member alone when asked (memberOnly), else its subtree. */
function listMembers(
  auth: Parameters<typeof memberScope>[0],
  input: { memberId?: number; memberOnly?: boolean },
): number[] {
  const scope = memberScope(auth, input.memberId);
  return input.memberOnly && input.memberId !== undefined ? [input.memberId] : scope;
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
    router.route(endpoint, (input, { auth }) => {
      if (input.startDate && input.endDate && input.startDate > input.endDate)
        throw invalidRule('endDate', 'dateOrder');
      // memberOnly narrows a named member to itself; alone it has nothing to narrow.
      if (input.memberOnly && input.memberId === undefined)
        throw invalidRule('memberOnly', 'required');
      return taskPage(ctx.db, {
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
      });
    });
  }
  for (const [endpoint, fixed] of FIXED_LISTS) {
    router.route(endpoint, (input, { auth }) =>
      taskPage(ctx.db, {
        ...fixed(ctx.now()),
        ...input,
        customerId: auth.customerId,
        members: memberScope(auth, input.memberId),
      }),
    );
  }
  router.route(ENDPOINTS.taskStatusSelect, () => Promise.resolve(STATUS_OPTIONS));
}
