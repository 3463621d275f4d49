import type { HomeFilter } from '@pest-portal/shared/contract/dashboard';
import { DASHBOARD_ENDPOINTS as E } from '@pest-portal/shared/contract/dashboard';
import type { AnyEndpoint, ResponseOf } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/db';
import type { Router } from '../http/route';
import { memberScope } from '../service/scope';
import { areaDeviceCount, areaOptions } from './area-device-queries';
import { periodOf } from './home-period';
import { checkArea, type HomeScope } from './home-scope';
import { orderSummary } from './order-summary-query';
import { areaPestCount, monthPestCount, pestCount } from './pest-queries';
import { riskTrend } from './risk-trend-query';

/** The home page's endpoints: each a SQL aggregate over the caller's companies (auth.midScope). */
export function registerHomeRoutes(router: Router, ctx: AppContext): void {
  async function scopeOf(filter: HomeFilter, auth: AuthContext): Promise<HomeScope> {
    const members = memberScope(auth);
    const period = periodOf(filter, ctx.now());
    await checkArea(ctx.db, members, filter.areaId);
    return { customerId: auth.customerId, members, period, areaId: filter.areaId };
  }

  router.route(E.orderSummary, (_input, { auth }) =>
    orderSummary(ctx.db, auth.customerId, memberScope(auth), ctx.now()),
  );
  router.route(E.selectAreaDevice, (_input, { auth }) =>
    areaOptions(ctx.db, auth.customerId, memberScope(auth)),
  );
  /** A chart endpoint: its input is the home filter (the contract says so), its data one query. */
  function chart<E extends AnyEndpoint>(
    endpoint: E,
    query: (db: Queryable, scope: HomeScope) => Promise<ResponseOf<E>>,
  ) {
    // The router has checked the input against the endpoint's schema, the home filter.
    router.route(endpoint, async (input, { auth }) =>
      query(ctx.db, await scopeOf(input as HomeFilter, auth)),
    );
  }
  chart(E.riskTrend, riskTrend);
  chart(E.monthPestCount, monthPestCount);
  chart(E.pestCount, pestCount);
  chart(E.areaPestCount, areaPestCount);
  chart(E.areaDeviceCount, areaDeviceCount);
}
