import {
  DASHBOARD_ENDPOINTS as E,
  HomeFilter,
  NoInput,
} from '@pest-portal/shared/contract/dashboard';
import type { AnyEndpoint, RequestOf, ResponseOf } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/db';
import type { Router } from '../http/route';
import { memberScope } from '../service/scope';
import { areaDeviceCount, areaOptions } from './area-device-queries';
import { periodOf } from './home-period';
import { checkArea, type HomeScope } from './home-scope';
import { orderSummary } from './order-summary-query';
import { parseWith } from './parse-schema';
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

  router.route(E.orderSummary, {
    parse: parseWith(NoInput),
    handle: (_input, { auth }) =>
      orderSummary(ctx.db, auth.customerId, memberScope(auth), ctx.now()),
  });
  router.route(E.selectAreaDevice, {
    parse: parseWith(NoInput),
    handle: (_input, { auth }) => areaOptions(ctx.db, auth.customerId, memberScope(auth)),
  });
  const filter = parseWith(HomeFilter);
  /** A chart endpoint: its input is the home filter (the contract says so), its data one query. */
  function chart<E extends AnyEndpoint>(
    endpoint: E,
    query: (db: Queryable, scope: HomeScope) => Promise<ResponseOf<E>>,
  ) {
    router.route(endpoint, {
      parse: filter as (raw: unknown) => RequestOf<E>,
      handle: async (input, { auth }) => query(ctx.db, await scopeOf(input as HomeFilter, auth)),
    });
  }
  chart(E.riskTrend, riskTrend);
  chart(E.monthPestCount, monthPestCount);
  chart(E.pestCount, pestCount);
  chart(E.areaPestCount, areaPestCount);
  chart(E.areaDeviceCount, areaDeviceCount);
}
