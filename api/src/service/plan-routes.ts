import {
  ENDPOINTS,
  type PlanPeriod,
  type TaskTypeCountRequest,
} from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { asRecord, FieldErrors, type Raw } from '../http/validation';
import { readOptionalDate, readOptionalId, readPage } from './parse';
import { yearRange } from './period';
import { organizationTree, taskTypeCounts } from './plan-query';
import { memberScope } from './scope';

function readPeriod(body: Raw, errors: FieldErrors): PlanPeriod {
  const period = {
    startDate: readOptionalDate(body, 'startDate', errors),
    endDate: readOptionalDate(body, 'endDate', errors),
    taskTypeId: readOptionalId(body, 'taskTypeId', errors),
  };
  if (period.startDate && period.endDate && period.startDate > period.endDate)
    errors.add('endDate', '结束日期不能早于开始日期');
  return period;
}

export function parsePlanPeriod(raw: unknown): PlanPeriod {
  const errors = new FieldErrors();
  const period = readPeriod(asRecord(raw), errors);
  errors.throwIfAny();
  return period;
}

export function parseTaskTypeCount(raw: unknown): TaskTypeCountRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const request = {
    ...readPage(body, errors),
    ...readPeriod(body, errors),
    memberId: readOptionalId(body, 'memberId', errors),
  };
  errors.throwIfAny();
  return request;
}

/**
 * planDetail: completion per company (organization, a tree) and per company and service
 * type (taskTypeCountPage); from a row, task/page with memberId, taskTypeId and the same
 * dates lists the visits. The period defaults to the current year.
 */
export function registerPlanRoutes(router: Router, ctx: AppContext): void {
  const period = (p: PlanPeriod) => {
    const year = yearRange(ctx.now());
    return {
      startDate: p.startDate ?? year.startDate,
      endDate: p.endDate ?? year.endDate,
      taskTypeId: p.taskTypeId,
    };
  };
  router.route(ENDPOINTS.organization, {
    parse: parsePlanPeriod,
    handle: (input, { auth }) =>
      organizationTree(ctx.db, auth.members, auth.mid, {
        members: auth.midScope,
        ...period(input),
      }),
  });
  router.route(ENDPOINTS.taskTypeCountPage, {
    parse: parseTaskTypeCount,
    handle: (input, { auth }) =>
      taskTypeCounts(
        ctx.db,
        { members: memberScope(auth, input.memberId), ...period(input) },
        input.pageNum,
        input.pageSize,
      ),
  });
}
