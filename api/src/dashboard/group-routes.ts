import type { AnyEndpoint, ResponseOf } from '@pest-portal/shared/contract';
import type { GroupFilter } from '@pest-portal/shared/contract/dashboard';
import { DASHBOARD_ENDPOINTS as E } from '@pest-portal/shared/contract/dashboard';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/db';
import type { Router } from '../http/route';
import { memberScope } from '../service/scope';
import {
  dataSummary,
  monthSatisfaction,
  responsibleMemberCount,
  riskCount,
  riskFollow,
  riskMember,
  riskTypeCount,
  taskSatisfaction,
} from './group-queries';
import type { GroupScope } from './group-scope';
import { periodOf } from './home-period';
import { districtOptions, regionRiskCompare } from './region-queries';

/**
 * The group home's endpoints (dataAnalysis v1.8.0): SQL aggregates over the current
 * company's members, or one member's subtree (memberScope refuses one outside it).
 */
export function registerGroupRoutes(router: Router, ctx: AppContext): void {
  function scopeOf(input: GroupFilter, auth: AuthContext): GroupScope {
    return {
      customerId: auth.customerId,
      members: memberScope(auth, input.memberId),
      period: periodOf(input, ctx.now()),
      pcoId: input.pcoId,
    };
  }
  /** An analysis endpoint: its input is the group filter (the contract says so), its data one query. */
  function analysis<T extends AnyEndpoint>(
    endpoint: T,
    query: (db: Queryable, scope: GroupScope) => Promise<ResponseOf<T>>,
  ) {
    // The router has checked the input against the endpoint's schema, the group filter.
    router.route(endpoint, (input, { auth }) => query(ctx.db, scopeOf(input as GroupFilter, auth)));
  }
  analysis(E.dataSummary, dataSummary);
  analysis(E.riskMember, riskMember);
  analysis(E.riskTypeCount, riskTypeCount);
  analysis(E.riskFollow, riskFollow);
  analysis(E.monthSatisfaction, monthSatisfaction);
  analysis(E.taskSatisfaction, taskSatisfaction);
  analysis(E.riskCount, riskCount);
  analysis(E.responsibleMemberCount, responsibleMemberCount);
  router.route(E.regionRiskCompare, (input, { auth }) =>
    regionRiskCompare(ctx.db, scopeOf(input, auth), input.districtId),
  );
  router.route(E.districtSelect, (_input, { auth }) =>
    districtOptions(ctx.db, auth.customerId, memberScope(auth)),
  );
}
