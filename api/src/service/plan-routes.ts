import { ENDPOINTS, type PlanPeriod } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { invalidRule } from '../http/api-failure';
import { yearRange } from './period';
import { organizationTree, taskTypeCounts } from './plan-query';
import { memberScope } from './scope';

/**
 * planDetail: completion per company (organization, a tree) and per company and service
 * type (taskTypeCountPage); from a row, task/page with memberId, taskTypeId and the same
 * dates lists the visits. The period defaults to the current year.
 */
export function registerPlanRoutes(router: Router, ctx: AppContext): void {
  const period = (p: PlanPeriod) => {
    if (p.startDate && p.endDate && p.startDate > p.endDate)
      throw invalidRule('endDate', 'dateOrder');
    const year = yearRange(ctx.now());
    return {
      startDate: p.startDate ?? year.startDate,
      endDate: p.endDate ?? year.endDate,
      taskTypeId: p.taskTypeId,
    };
  };
  router.route(ENDPOINTS.organization, (input, { auth }) =>
    organizationTree(ctx.db, auth.members, auth.mid, {
      members: auth.midScope,
      ...period(input),
    }),
  );
  router.route(ENDPOINTS.taskTypeCountPage, (input, { auth }) =>
    taskTypeCounts(
      ctx.db,
      { members: memberScope(auth, input.memberId), ...period(input) },
      input.pageNum,
      input.pageSize,
    ),
  );
}
